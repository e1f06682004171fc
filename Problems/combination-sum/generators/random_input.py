# usage: python3 random_input.py SEED SIZE
# SIZE is T, the amount to pay (clamped to 1..50; the number of ways grows quickly with T).
# The seed picks the coins: a few small ones (many ways), only even ones (often impossible),
# coins above T, a single coin, or many distinct values in random order.
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
t = max(1, min(50, size))
shape = rng.randrange(5)
if shape == 0:
    coins = rng.sample(range(2, 10), rng.randint(1, 4))
elif shape == 1:
    coins = rng.sample(range(2, 51, 2), rng.randint(1, 6))
elif shape == 2:
    coins = rng.sample(range(2, 51), rng.randint(1, 30))
elif shape == 3:
    coins = [rng.randint(2, 50)]
else:
    lo = min(50, t + 1) if rng.randrange(2) else 2
    coins = rng.sample(range(lo, 51), rng.randint(1, min(30, 51 - lo)))
rng.shuffle(coins)
print(len(coins), t)
print(" ".join(map(str, coins)))
