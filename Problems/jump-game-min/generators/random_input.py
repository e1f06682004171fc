# usage: python3 random_input.py SEED SIZE
# Prints one random test: SIZE is n, the number of stones (1 <= SIZE <= 5*10^5). The seed
# picks the leap lengths: small (0..3, zeros that may trap: answer -1), all ones (n-1 leaps),
# mostly zeros with a few long leaps, or huge values up to 10^9.
import random
import sys

MAXSIZE = 500000
MAXA = 1000000000


def main():
    seed, size = int(sys.argv[1]), int(sys.argv[2])
    rng = random.Random(seed)
    n = max(1, min(size, MAXSIZE))
    style = rng.randrange(6)
    if style == 0:
        a = [rng.randint(0, 3) for _ in range(n)]
    elif style == 1:
        a = [1] * n
        if rng.random() < 0.5 and n > 1:
            a[rng.randrange(n - 1)] = 0
    elif style == 2:
        a = [rng.randint(1, 3) for _ in range(n)]
    elif style == 3:
        a = [0] * n
        gap = rng.randint(1, max(1, min(n, 20)))
        for i in range(0, n, gap):
            a[i] = rng.randint(gap, 2 * gap)
        if rng.random() < 0.3:
            a[rng.randrange(n)] = 0
    elif style == 4:
        a = [rng.choice((0, rng.randint(0, MAXA))) for _ in range(n)]
    else:
        a = [rng.randint(0, max(2, min(n, 10))) for _ in range(n)]
    sys.stdout.write("%d\n%s\n" % (n, " ".join(map(str, a))))


main()
