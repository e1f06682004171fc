# usage: python3 random_input.py SEED SIZE
# Prints one random test: SIZE is the number of cells R*C (1 <= SIZE <= 10^6); the seed picks
# the grid's proportions (square, one row, one column) and its shape: random land of some
# density, all land, all water, a checkerboard (diagonals do not connect), or one winding
# snake island covering about half the cells (deep recursion).
import random
import sys

MAXSIZE = 1000000


def main():
    seed, size = int(sys.argv[1]), int(sys.argv[2])
    rng = random.Random(seed)
    size = max(1, min(size, MAXSIZE))
    prop = rng.randrange(5)
    if prop == 0:
        r = 1
    elif prop == 1:
        r = min(size, 1000)
    else:
        r = max(1, int(size ** 0.5))
        r = rng.randint(max(1, r // 2), r) if r > 1 and prop == 2 else r
    r = min(r, 1000)
    c = max(1, min(1000, size // r))
    r = min(r, max(1, size // c))
    style = rng.randrange(6)
    rows = []
    if style == 0 or style == 1:
        p = rng.choice((0.1, 0.3, 0.45, 0.55, 0.7, 0.9))
        for _ in range(r):
            rows.append("".join(rng.choices("#.", weights=(p, 1 - p), k=c)))
    elif style == 2:
        ch = rng.choice("#.")
        rows = [ch * c] * r
    elif style == 3:
        a = ("#." * (c // 2 + 1))[:c]
        b = (".#" * (c // 2 + 1))[:c]
        rows = [a if i % 2 == 0 else b for i in range(r)]
    else:
        # a snake: full rows joined at alternating ends, the gaps are water rows
        for i in range(r):
            if i % 2 == 0:
                rows.append("#" * c)
            elif (i // 2) % 2 == 0:
                rows.append("." * (c - 1) + "#")
            else:
                rows.append("#" + "." * (c - 1))
        if style == 5 and r * c > 1:
            # flip a few cells: break the snake, add lakes and islets
            grid = [list(x) for x in rows]
            for _ in range(rng.randint(1, max(1, r * c // 50))):
                i, j = rng.randrange(r), rng.randrange(c)
                grid[i][j] = "." if grid[i][j] == "#" else "#"
            rows = ["".join(x) for x in grid]
    sys.stdout.write("%d %d\n%s\n" % (r, c, "\n".join(rows)))


main()
