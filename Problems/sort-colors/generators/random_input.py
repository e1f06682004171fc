# usage: python3 random_input.py SEED SIZE
# Prints one random test: SIZE is n, the number of codes (1 <= SIZE <= 10^6). The seed picks
# the mix: uniform, one colour only, two colours, already sorted, reverse sorted.
import random
import sys

MAXSIZE = 1000000


def main():
    seed, size = int(sys.argv[1]), int(sys.argv[2])
    rng = random.Random(seed)
    n = max(1, min(size, MAXSIZE))
    style = rng.randrange(5)
    if style == 0:
        a = rng.choices("012", k=n)
    elif style == 1:
        a = [rng.choice("012")] * n
    elif style == 2:
        a = rng.choices(rng.choice(("01", "02", "12")), k=n)
    else:
        a = sorted(rng.choices("012", k=n), reverse=style == 4)
    sys.stdout.write("%d\n%s\n" % (n, " ".join(a)))


main()
