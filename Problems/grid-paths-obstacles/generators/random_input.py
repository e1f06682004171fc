# usage: python3 random_input.py SEED SIZE
# SIZE is the number of cells r * c (clamped to 1..1000000); the output has r * c <= SIZE
# with r, c <= 1000. The seed picks the shape (square, one row, one column, or a random
# aspect ratio) and the trees: none, sparse, dense, a blocked start or goal, or a wall with
# one gap.
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
size = max(1, min(1000000, size))
aspect = rng.randrange(4)
if aspect == 0:
    r = max(1, min(1000, int(size ** 0.5)))
elif aspect == 1:
    r = 1
elif aspect == 2:
    r = min(1000, size)
else:
    r = rng.randint(1, min(1000, size))
c = max(1, min(1000, size // r))
r = max(1, min(r, size // c))
density = rng.choice([0.0, 0.05, 0.15, 0.35, 0.6])
g = [["#" if rng.random() < density else "." for _ in range(c)] for _ in range(r)]
trick = rng.randrange(6)
if trick == 0:
    g[0][0] = "#"
elif trick == 1:
    g[r - 1][c - 1] = "#"
elif trick == 2 and r > 2:
    row = rng.randint(1, r - 2)
    g[row] = ["#"] * c
    g[row][rng.randrange(c)] = "."
else:
    g[0][0] = "."
    g[r - 1][c - 1] = "."
out = ["%d %d" % (r, c)] + ["".join(row) for row in g]
sys.stdout.write("\n".join(out) + "\n")
