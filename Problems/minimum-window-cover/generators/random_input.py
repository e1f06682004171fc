# usage: python3 random_input.py SEED SIZE
# SIZE is |s|, the length of the strip (clamped to 1..200000); |t| is drawn up to about
# |s| (sometimes longer, so no window exists). The seed picks the alphabet (one letter,
# a/A case pairs, a few letters, all 52) and whether t is taken from a piece of s (a window
# exists) or random (maybe not).
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
n = max(1, min(200000, size))
ALL = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
alpha = rng.choice(["a", "aA", "abc", "abcABC", ALL])
s = "".join(rng.choice(alpha) for _ in range(n))
kind = rng.randrange(4)
if kind == 0:
    i = rng.randrange(n)
    j = rng.randint(i + 1, min(n, i + rng.choice([1, 3, 20, n])))
    piece = list(s[i:j])
    rng.shuffle(piece)
    t = "".join(piece)
elif kind == 1:
    t = "".join(rng.choice(alpha) for _ in range(rng.randint(1, min(200000, n + 2))))
elif kind == 2:
    t = "".join(rng.choice(ALL) for _ in range(rng.randint(1, min(10, n + 1))))
else:
    t = s if rng.randrange(2) else s[: rng.randint(1, n)]
print(s)
print(t)
