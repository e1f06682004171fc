# usage: python3 random_input.py SEED SIZE
# SIZE is n, the number of cards (clamped to 0..200000; at SIZE <= 3 the seed sometimes
# picks the empty array). The seed picks the values: a small window with duplicates and
# long runs, the full range, runs around -10^9 / 10^9, or all equal.
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
n = max(0, min(200000, size))
if n <= 3 and rng.randrange(5) == 0:
    n = 0
B = 10**9
shape = rng.randrange(5)
if shape == 0:
    h = max(2, n)
    a = [rng.randint(-h, h) for _ in range(n)]
elif shape == 1:
    a = [rng.randint(-B, B) for _ in range(n)]
elif shape == 2:
    a = [rng.choice([-B + rng.randrange(n + 1), B - rng.randrange(n + 1)]) for _ in range(n)]
elif shape == 3:
    a = [rng.randint(-B, B)] * n
else:
    # several disjoint runs, shuffled, with some duplicates
    a = []
    while len(a) < n:
        start = rng.randint(-B, B - n)
        a += list(range(start, start + rng.randint(1, n - len(a))))
    for i in range(n // 10):
        a[rng.randrange(n)] = a[rng.randrange(n)]
    rng.shuffle(a)
print(n)
print(" ".join(map(str, a)))
