# usage: python3 random_input.py SEED SIZE
# SIZE is n, the length of the array (clamped to 1..200000). The seed picks the values
# (small with negatives and zeros, all zeros with k = 0 for the largest count, the full
# range) and k (0, the sum of a random subarray, or random within |k| <= 2 * 10^14).
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
n = max(1, min(200000, size))
B = 10**9
shape = rng.randrange(5)
if shape == 0:
    h = rng.choice([1, 3, 10])
    a = [rng.randint(-h, h) for _ in range(n)]
elif shape == 1:
    a = [0] * n
elif shape == 2:
    a = [rng.randint(-B, B) for _ in range(n)]
elif shape == 3:
    a = [rng.choice([B, -B, 0])] * n if rng.randrange(2) else [rng.choice([B, -B]) for _ in range(n)]
else:
    a = [rng.randint(0, max(10, n)) for _ in range(n)]
kk = rng.randrange(3)
if kk == 0:
    k = 0
elif kk == 1:
    i = rng.randrange(n)
    j = rng.randint(i + 1, n)
    k = sum(a[i:j])
else:
    k = rng.randint(-2 * 10**14, 2 * 10**14) if shape in (2, 3) else rng.randint(-20, 20)
print(n, k)
print(" ".join(map(str, a)))
