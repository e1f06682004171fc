# usage: python3 random_input.py SEED SIZE
# Prints one random test: SIZE is n, the number of viewpoints (1 <= SIZE <= 2*10^5). The seed
# picks the tree's shape (random, a single chain n deep, a caterpillar, near-balanced) and the
# scores (small with negatives, all negative, the full +-10^9 range).
import random
import sys

MAXSIZE = 200000
MAXS = 10 ** 9


def main():
    seed, size = int(sys.argv[1]), int(sys.argv[2])
    rng = random.Random(seed)
    n = max(1, min(size, MAXSIZE))
    shape = rng.randrange(4)
    left = [-1] * n
    right = [-1] * n
    # label nodes by a random order, root 0; attach node k to an earlier node with a free slot
    free = [0]  # nodes (labels) with a free child slot
    order = list(range(1, n))
    rng.shuffle(order)
    for v in order:
        if shape == 1:  # chain
            i = len(free) - 1
        elif shape == 2:  # caterpillar: mostly the newest node
            i = len(free) - 1 if rng.random() < 0.7 else rng.randrange(len(free))
        elif shape == 3:  # bushy: an early free node
            i = 0
        else:
            i = rng.randrange(len(free))
        p = free[i]
        slots = [s for s in (left, right) if s[p] == -1]
        side = rng.choice(slots)
        side[p] = v
        if len(slots) == 1:
            free[i] = free[-1]
            free.pop()
        free.append(v)
    sstyle = rng.randrange(3)
    hi = max(10, n)
    out = [str(n)]
    for v in range(n):
        if sstyle == 0:
            s = rng.randint(-hi, hi)
        elif sstyle == 1:
            s = rng.randint(-hi, -1)
        else:
            s = rng.randint(-MAXS, MAXS)
        out.append("%d %d %d" % (s, left[v], right[v]))
    sys.stdout.write("\n".join(out) + "\n")


main()
