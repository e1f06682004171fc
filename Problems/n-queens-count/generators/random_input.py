# usage: python3 random_input.py SEED SIZE
# Prints one random test: SIZE is n, the board's side (1 <= SIZE <= 14). The seed picks the
# marsh: none, sparse, dense, a whole row of marsh (answer 0), or all marsh.
import random
import sys

MAXSIZE = 14


def main():
    seed, size = int(sys.argv[1]), int(sys.argv[2])
    rng = random.Random(seed)
    n = max(1, min(size, MAXSIZE))
    style = rng.randrange(5)
    p = (0.0, 0.1, 0.3, 0.0, 1.0)[style]
    grid = [["#" if rng.random() < p else "." for _ in range(n)] for _ in range(n)]
    if style == 3:
        grid[rng.randrange(n)] = ["#"] * n
    sys.stdout.write("%d\n%s\n" % (n, "\n".join("".join(r) for r in grid)))


main()
