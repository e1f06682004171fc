# usage: python3 random_input.py SEED SIZE
# SIZE is n, the number of meetings (clamped to 1..200000). The seed picks the times: a
# small window (many overlaps and meetings that end exactly when others start), the full
# range, identical meetings, nested meetings, or back-to-back chains.
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
n = max(1, min(200000, size))
B = 10**9
shape = rng.randrange(5)
out = [str(n)]
if shape == 2:
    s = rng.randint(0, B - 1)
    e = rng.choice([s + 1, B, rng.randint(s + 1, B)])
for i in range(n):
    if shape == 0:
        h = max(4, n)
        s = rng.randint(0, h - 1)
        e = rng.randint(s + 1, min(h, s + rng.choice([1, 2, 5, h])))
    elif shape == 1:
        s = rng.randint(0, B - 1)
        e = rng.randint(s + 1, B)
    elif shape == 3:
        s = rng.randint(0, n)
        e = B - rng.randint(0, n)
    elif shape == 4:
        s = i * (B // n) if n > 1 else 0
        e = min(B, s + B // n)
    out.append("%d %d" % (s, e))
sys.stdout.write("\n".join(out) + "\n")
