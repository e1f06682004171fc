# usage: python3 random_input.py SEED SIZE
# Prints one random test: SIZE bounds the amount A (A <= SIZE <= 10^5; the DP's size). The
# seed picks k (1..50) and the coins: small values (repeats, greedy traps), values above A,
# huge values up to 10^9, no 1-coin (answers -1), or A = 0.
import random
import sys

MAXSIZE = 100000
MAXC = 1000000000


def main():
    seed, size = int(sys.argv[1]), int(sys.argv[2])
    rng = random.Random(seed)
    size = max(1, min(size, MAXSIZE))
    r = rng.random()
    if r < 0.5:
        a = size
    elif r < 0.6:
        a = 0
    else:
        a = rng.randint(0, size)
    k = rng.randint(1, min(50, rng.choice((3, 8, 50))))
    style = rng.randrange(5)
    hi = max(2, min(a, size) if a else 10)
    coins = []
    for _ in range(k):
        if style == 0:  # small, repeats likely
            c = rng.randint(1, min(hi, 10))
        elif style == 1:  # up to A, no coin of value 1 unless chance
            c = rng.randint(2, max(2, hi))
        elif style == 2:  # mix with huge values
            c = rng.choice((rng.randint(1, hi), rng.randint(1, MAXC), MAXC, a + 1))
        elif style == 3:  # greedy trap shape: 1, d, d+e
            c = rng.choice((1, 3, 4, 6, 7, 9, 10, 12))
        else:
            c = rng.randint(1, hi)
        coins.append(max(1, min(c, MAXC)))
    sys.stdout.write("%d %d\n%s\n" % (k, a, " ".join(map(str, coins))))


main()
