#!/usr/bin/env python3
# usage: python3 random_input.py SEED SIZE
# SIZE is n, the number of wagons (clamped to 1..200000). The seed picks k (1, 2, n, n - 1,
# a divisor of n so no wagon is left over, half of n, or random), the slot order (shuffled,
# array order, reverse array order) and the cargo codes (small with repeats, distinct, the
# full range, all equal, or the extremes 1 and 10^9).
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
n = max(1, min(200000, size))
kind = rng.randrange(7)
if kind == 0:
    k = 1
elif kind == 1:
    k = min(2, n)
elif kind == 2:
    k = n
elif kind == 3:
    k = max(1, n - 1)
elif kind == 4:
    small = [d for d in range(1, int(n ** 0.5) + 1) if n % d == 0]
    k = rng.choice(small + [n // d for d in small])
elif kind == 5:
    k = max(1, n // 2)
else:
    k = rng.randint(1, n)
order = list(range(n))
shape = rng.randrange(3)
if shape == 0:
    rng.shuffle(order)
elif shape == 2:
    order.reverse()
nxt = [-1] * n
for a, b in zip(order, order[1:]):
    nxt[a] = b
cargo_shape = rng.randrange(5)
if cargo_shape == 0:
    cargo = [rng.randint(1, max(3, n // 2)) for _ in range(n)]
elif cargo_shape == 1:
    cargo = [0] * n  # 1, 2, ... along the train: the answer shows the groups plainly
    for pos, slot in enumerate(order):
        cargo[slot] = pos + 1
elif cargo_shape == 2:
    cargo = [rng.randint(1, 10**9) for _ in range(n)]
elif cargo_shape == 3:
    cargo = [rng.choice([1, 10**9, rng.randint(1, 10**9)])] * n
else:
    cargo = [rng.choice([1, 10**9]) for _ in range(n)]
out = ["%d %d %d" % (n, k, order[0])]
out += ["%d %d" % (cargo[i], nxt[i]) for i in range(n)]
sys.stdout.write("\n".join(out) + "\n")
