# usage: python3 random_input.py SEED SIZE
# Prints one random test: SIZE is q, the number of questions (1 <= SIZE <= 10^5). The seed
# picks the value range: small (n, k up to max(10, SIZE), often k > n), the full range
# (n near 10^6, where factorials wrap the modulus), or the edges k = 0, k = n, n = 0.
import random
import sys

MAXSIZE = 100000
MAXV = 1000000


def main():
    seed, size = int(sys.argv[1]), int(sys.argv[2])
    rng = random.Random(seed)
    q = max(1, min(size, MAXSIZE))
    style = rng.randrange(4)
    hi = MAXV if style == 1 else min(MAXV, max(10, q))
    out = []
    for _ in range(q):
        r = rng.random()
        n = rng.randint(0, hi) if rng.random() < 0.9 else rng.choice((0, 1, MAXV, MAXV - 1, hi))
        if style == 3 or r < 0.1:
            k = rng.choice((0, n, n + 1 if n < MAXV else n, 1, max(0, n - 1)))
        elif r < 0.25:
            k = rng.randint(0, hi)  # possibly k > n
        elif style == 2 and rng.random() < 0.5:
            k = rng.randint(n, MAXV)
        else:
            k = rng.randint(0, n)
        out.append("%d %d" % (n, k))
    sys.stdout.write("%d\n%s\n" % (q, "\n".join(out)))


main()
