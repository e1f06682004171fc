# usage: python3 random_input.py SEED SIZE
# Prints one random test: SIZE is n, the number of values (1 <= SIZE <= 3*10^5). The seed
# picks the values: small with repeats and zeros, all equal, up to 10^18 (products overflow
# 64 bits before the modulus), or powers of two.
import random
import sys

MAXSIZE = 300000
MAXA = 10 ** 18


def main():
    seed, size = int(sys.argv[1]), int(sys.argv[2])
    rng = random.Random(seed)
    n = max(1, min(size, MAXSIZE))
    style = rng.randrange(5)
    if style == 0:
        hi = max(10, n)
        a = [rng.randint(0, hi) for _ in range(n)]
    elif style == 1:
        a = [rng.choice((0, 1, MAXA, rng.randint(0, MAXA)))] * n
    elif style == 2:
        a = [rng.randint(0, MAXA) for _ in range(n)]
    elif style == 3:
        a = [min(MAXA, 1 << rng.randint(0, 59)) for _ in range(n)]
    else:
        a = [rng.randint(MAXA - 1000, MAXA) for _ in range(n)]
    sys.stdout.write("%d\n%s\n" % (n, " ".join(map(str, a))))


main()
