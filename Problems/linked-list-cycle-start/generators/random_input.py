# usage: python3 random_input.py SEED SIZE
# SIZE is n, the number of cards (clamped to 1..200000). From head the seed builds a tail of
# random length that ends at -1, loops back into itself (anywhere, including head or the
# last card itself), and the other cards point anywhere (often into the path).
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
n = max(1, min(200000, size))
perm = list(range(n))
rng.shuffle(perm)
length = rng.choice([n, rng.randint(1, n), 1])
path = perm[:length]
nxt = [-1] * n
for a, b in zip(path, path[1:]):
    nxt[a] = b
ending = rng.randrange(4)
if ending == 0:
    nxt[path[-1]] = -1
elif ending == 1:
    nxt[path[-1]] = path[0]
elif ending == 2:
    nxt[path[-1]] = path[-1]
else:
    nxt[path[-1]] = path[rng.randrange(length)]
for v in perm[length:]:
    nxt[v] = rng.choice([-1, rng.randrange(n), path[rng.randrange(length)]])
print(n, path[0])
print(" ".join(map(str, nxt)))
