# usage: python3 random_input.py SEED SIZE
# Prints one random test: SIZE is n, the number of bars (1 <= n <= 3*10^5).
# The seed picks heights: small with repeats, all equal, zeros, sorted up or down, the full
# range to 10^9 (64-bit answers), or two tall bars among short ones.
import random
import sys

MAXSIZE = 300000
MAXH = 1000000000


def main():
    seed, size = int(sys.argv[1]), int(sys.argv[2])
    rng = random.Random(seed)
    n = max(1, min(size, MAXSIZE))
    style = rng.randrange(7)
    if style == 0:
        hi = max(10, n)
        h = [rng.randint(0, hi) for _ in range(n)]
    elif style == 1:
        v = rng.choice((0, 1, MAXH, rng.randint(0, 100)))
        h = [v] * n
    elif style == 2:
        h = [rng.randint(0, MAXH) for _ in range(n)]
    elif style == 3:
        h = sorted(rng.randint(0, max(10, n)) for _ in range(n))
        if rng.random() < 0.5:
            h.reverse()
    elif style == 4:
        h = [rng.choice((0, 0, 1, 2)) for _ in range(n)]
    elif style == 5:
        h = [rng.randint(0, 10) for _ in range(n)]
        i = rng.randrange(n)
        j = rng.randrange(n)
        h[i] = h[j] = MAXH
    else:
        h = [rng.randint(MAXH - 1000, MAXH) for _ in range(n)]
    sys.stdout.write("%d\n%s\n" % (n, " ".join(map(str, h))))


main()
