# usage: python3 random_input.py SEED SIZE
# Prints one random test: SIZE is n, the number of houses (1 <= SIZE <= 2*10^5). The seed
# picks the profits: small with negatives and zeros, all negative, all equal, the full range
# +-10^9 (sums past 32 bits), or alternating big and small.
import random
import sys

MAXSIZE = 200000
MAXP = 1000000000


def main():
    seed, size = int(sys.argv[1]), int(sys.argv[2])
    rng = random.Random(seed)
    n = max(1, min(size, MAXSIZE))
    style = rng.randrange(7)
    hi = max(10, n)
    if style == 0:
        p = [rng.randint(-hi, hi) for _ in range(n)]
    elif style == 1:
        p = [rng.randint(-hi, -1) for _ in range(n)]
    elif style == 2:
        v = rng.choice((0, 1, -1, MAXP, -MAXP, rng.randint(-5, 5)))
        p = [v] * n
    elif style == 3:
        p = [rng.randint(-MAXP, MAXP) for _ in range(n)]
    elif style == 4:
        p = [rng.randint(MAXP - 100, MAXP) for _ in range(n)]
    elif style == 5:
        p = [rng.randint(0, hi) if i % 2 else rng.randint(-1, 3) for i in range(n)]
    else:
        p = [rng.choice((-MAXP, MAXP, 0, rng.randint(-3, 3))) for _ in range(n)]
    sys.stdout.write("%d\n%s\n" % (n, " ".join(map(str, p))))


main()
