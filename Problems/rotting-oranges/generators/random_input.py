# usage: python3 random_input.py SEED SIZE
# SIZE is the number of cells R * C (clamped to 1..1000000); the output has R * C <= SIZE
# with R, C <= 1000. The seed picks the shape (square, one row, one column, random aspect)
# and the crates: no fresh crate, no mouldy crate, one mouldy corner in a full grid (the
# longest spread), isolated fresh crates behind empty cells, or a random mix.
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
shape = rng.randrange(5)
if shape == 0:
    pe = rng.random()
    g = [["." if rng.random() < pe else "M" for _ in range(c)] for _ in range(r)]
elif shape == 1:
    pe = rng.choice([0.0, 0.2])
    g = [["." if rng.random() < pe else "F" for _ in range(c)] for _ in range(r)]
elif shape == 2:
    g = [["F"] * c for _ in range(r)]
    g[rng.choice([0, r - 1])][rng.choice([0, c - 1])] = "M"
elif shape == 3:
    g = [["." if (i + j) % 2 else rng.choice("FM") for j in range(c)] for i in range(r)]
else:
    pe, pm = rng.choice([(0.1, 0.01), (0.3, 0.05), (0.05, 0.3), (0.0, 0.001)])
    g = []
    for _ in range(r):
        row = []
        for _ in range(c):
            x = rng.random()
            row.append("." if x < pe else "M" if x < pe + pm else "F")
        g.append(row)
out = ["%d %d" % (r, c)] + ["".join(row) for row in g]
sys.stdout.write("\n".join(out) + "\n")
