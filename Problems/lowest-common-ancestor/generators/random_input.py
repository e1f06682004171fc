# usage: python3 random_input.py SEED SIZE
# SIZE is n, the number of employees (clamped to 1..200000); the number of disputes q is
# about SIZE as well (1..200000). The seed picks the tree: a chain (very deep), a star, a
# random tree, or a caterpillar; labels are shuffled. Disputes include a == b, ancestor
# pairs and random pairs.
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
n = max(1, min(200000, size))
q = max(1, min(200000, rng.randint(max(1, n // 2), n)))
shape = rng.randrange(4)
parent = [-1] * n  # in creation order: node i > 0 has a parent < i
for i in range(1, n):
    if shape == 0:
        parent[i] = i - 1
    elif shape == 1:
        parent[i] = 0
    elif shape == 2:
        parent[i] = rng.randrange(i)
    else:
        parent[i] = i - 1 if i % 2 or i < 2 else i - 2
label = list(range(n))
rng.shuffle(label)
manager = [0] * n
for i in range(n):
    manager[label[i]] = -1 if parent[i] == -1 else label[parent[i]]
out = ["%d %d" % (n, q), " ".join(map(str, manager))]
for _ in range(q):
    kind = rng.randrange(3)
    a = rng.randrange(n)
    if kind == 0:
        b = a
    elif kind == 1:
        b = a
        for _ in range(rng.randint(0, 5)):
            if manager[b] != -1:
                b = manager[b]
    else:
        b = rng.randrange(n)
    if rng.randrange(2):
        a, b = b, a
    out.append("%d %d" % (a, b))
sys.stdout.write("\n".join(out) + "\n")
