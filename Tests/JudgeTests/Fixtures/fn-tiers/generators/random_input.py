# usage: python3 random_input.py SEED SIZE — one input with SIZE values (the list's length).
import random, sys
seed, size = int(sys.argv[1]), max(0, min(int(sys.argv[2]), 200000))
rng = random.Random(seed)
bound = rng.choice([1, 10, 10**9])
values = [rng.randint(-bound, bound) for _ in range(size)]
print(size)
print(" ".join(map(str, values)))
