# usage: python3 random_input.py SEED SIZE
# SIZE is n, the number of slots (clamped to 0..200000; at SIZE <= 3 the seed sometimes
# gives the empty list). The seed picks the slot order (shuffled, array order, reverse
# array order) and the songs (small ids with repeats, the full range, all equal).
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
n = max(0, min(200000, size))
if n <= 3 and rng.randrange(5) == 0:
    n = 0
order = list(range(n))
shape = rng.randrange(3)
if shape == 0:
    rng.shuffle(order)
elif shape == 2:
    order.reverse()
nxt = [-1] * n
for a, b in zip(order, order[1:]):
    nxt[a] = b
songs_shape = rng.randrange(3)
if songs_shape == 0:
    songs = [rng.randint(1, max(3, n // 2)) for _ in range(n)]
elif songs_shape == 1:
    songs = [rng.randint(1, 10**9) for _ in range(n)]
else:
    songs = [rng.choice([1, 10**9])] * n
out = ["%d %d" % (n, order[0] if n else -1)]
out += ["%d %d" % (songs[i], nxt[i]) for i in range(n)]
sys.stdout.write("\n".join(out) + "\n")
