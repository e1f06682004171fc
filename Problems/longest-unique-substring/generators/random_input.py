# usage: python3 random_input.py SEED SIZE
# Prints one random test: SIZE is n, the number of songs (1 <= SIZE <= 2*10^5). The seed
# picks the ids: few distinct (many repeats), all equal, all distinct, ids up to 10^9, or a
# distinct run with a repeat far back (the window's left end must not move backwards).
import random
import sys

MAXSIZE = 200000
MAXA = 1000000000


def main():
    seed, size = int(sys.argv[1]), int(sys.argv[2])
    rng = random.Random(seed)
    n = max(1, min(size, MAXSIZE))
    style = rng.randrange(6)
    if style == 0:
        k = rng.randint(1, max(1, min(n, 10)))
        a = [rng.randint(1, k) for _ in range(n)]
    elif style == 1:
        a = [rng.choice((1, MAXA))] * n
    elif style == 2:
        a = rng.sample(range(1, MAXA + 1), n)
    elif style == 3:
        a = [rng.randint(1, MAXA) for _ in range(n)]
    elif style == 4:
        a = [rng.randint(1, max(1, n)) for _ in range(n)]
    else:
        base = rng.sample(range(1, 2 * n + 2), n)
        for _ in range(rng.randint(0, 3)):
            i, j = rng.randrange(n), rng.randrange(n)
            base[i] = base[j]
        a = base
    sys.stdout.write("%d\n%s\n" % (n, " ".join(map(str, a))))


main()
