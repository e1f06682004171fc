# usage: python3 random_input.py SEED SIZE
# Prints one random test: SIZE is q, the number of questions (1 <= SIZE <= 10^4). The seed
# picks the coefficients (small, zero, or near the modulus) and the generations: small n
# (0, 1, 2 edges), n up to 10^18, or n around powers of two.
import random
import sys

MAXSIZE = 10000
MOD = 1000000007


def main():
    seed, size = int(sys.argv[1]), int(sys.argv[2])
    rng = random.Random(seed)
    q = max(1, min(size, MAXSIZE))
    cstyle = rng.randrange(4)
    coef = []
    for _ in range(4):
        if cstyle == 0:
            coef.append(rng.randint(0, 3))
        elif cstyle == 1:
            coef.append(rng.randint(0, MOD - 1))
        elif cstyle == 2:
            coef.append(rng.choice((0, 1, MOD - 1, MOD - 2)))
        else:
            coef.append(rng.randint(0, 10))
    nstyle = rng.randrange(4)
    ns = []
    for _ in range(q):
        r = rng.random()
        if r < 0.15:
            ns.append(rng.choice((0, 1, 2, 3, 10 ** 18)))
        elif nstyle == 0:
            ns.append(rng.randint(0, max(10, q)))
        elif nstyle == 1:
            ns.append(rng.randint(0, 10 ** 18))
        elif nstyle == 2:
            ns.append(max(0, min(10 ** 18, 2 ** rng.randint(0, 59) + rng.randint(-1, 1))))
        else:
            ns.append(rng.randint(0, 10 ** rng.randint(1, 18)))
    sys.stdout.write("%s\n%d\n%s\n" % (" ".join(map(str, coef)), q, "\n".join(map(str, ns))))


main()
