#!/usr/bin/env python3
# usage: python3 random_input.py SEED SIZE
# SIZE is N, the number of departures of all platforms together (clamped to 1..200000; at
# SIZE <= 3 the seed sometimes gives no departures at all). The seed picks k (one platform,
# two, about sqrt(N), N one-departure platforms, or up to 200000 with many empty ones), how
# the departures are dealt out (evenly, all on one platform, lopsided) and the times: small
# with repeats across lists, all equal, the +-10^9 extremes, the full range, or one sorted
# run dealt out so that the lists interleave or follow one another.
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
N = max(1, min(200000, size))
if N <= 3 and rng.randrange(5) == 0:
    N = 0
L = 10**9
kind = rng.randrange(6)
if kind == 0:
    k = 1
elif kind == 1:
    k = 2
elif kind == 2:
    k = max(1, int(N ** 0.5))
elif kind == 3:
    k = max(1, N)
elif kind == 4:
    k = min(200000, max(1, N) + rng.randint(1, max(1, N)))
else:
    k = rng.randint(1, max(1, N))

deal = rng.randrange(3)
counts = [0] * k
if deal == 0:  # evenly
    for p in range(k):
        counts[p] = N // k + (1 if p < N % k else 0)
elif deal == 1:  # all on one platform
    counts[rng.randrange(k)] = N
else:  # each departure to a random platform
    for _ in range(N):
        counts[int(rng.random() * k)] += 1


def uniform(count, lo, hi):
    r, span = rng.random, hi - lo + 1
    return [lo + int(r() * span) for _ in range(count)]


shape = rng.randrange(6)
h = max(3, N)
if shape == 0:
    pool = uniform(N, -h, h)
elif shape == 1:
    pool = [rng.choice((-L, L, 0, rng.randint(-L, L)))] * N
elif shape == 2:
    pool = [rng.choice((-L, L, -L + 1, L - 1, 0)) for _ in range(N)]
else:
    pool = uniform(N, -L, L)
if shape == 4:  # one sorted run cut into consecutive pieces: the lists follow one another
    pool.sort(reverse=rng.randrange(2) == 1)
    lists, at = [], 0
    for c in counts:
        lists.append(sorted(pool[at:at + c]))
        at += c
elif shape == 5:  # one sorted run dealt round-robin: the lists interleave
    pool.sort()
    lists = [[] for _ in range(k)]
    order = sorted((p for p in range(k) if counts[p]), key=lambda p: -counts[p])
    width, rnd, it = len(order), 0, iter(pool)
    while width:  # round rnd gives one departure to every platform with more than rnd
        while width and counts[order[width - 1]] <= rnd:
            width -= 1
        for p in order[:width]:
            lists[p].append(next(it))
        rnd += 1
else:
    lists, at = [], 0
    for c in counts:
        lists.append(sorted(pool[at:at + c]))
        at += c
out = [str(k)]
for t in lists:
    out.append(" ".join(map(str, [len(t)] + t)))
sys.stdout.write("\n".join(out) + "\n")
