# usage: python3 random_input.py SEED SIZE
# SIZE is q, the number of operations (clamped to 1..200000). Words use a small alphabet so
# prefixes are shared, the same word is often added again, and lengths fit the budget (total
# <= 500000; the seed sometimes allows very long words). Counts use added words, their
# prefixes, extensions and random strings; at least one operation is a count.
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
rand = rng.random
q = max(1, min(200000, size))
TOTAL = 500000
alpha = "abcdefghijklmnopqrstuvwxyz"[: rng.choice([1, 2, 3, 26])]
cap = TOTAL // q
maxlen = rng.choice([min(cap, 3), min(cap, 10), cap])
p_add = rng.choice([0.2, 0.5, 0.8])
words = []
budget = TOTAL
out = [str(q)]
need_count = rng.randrange(q)
for i in range(q):
    limit = max(1, min(maxlen, budget - (q - i - 1)))
    ln = 1 + int(rand() * limit)
    if i != need_count and (not words or rand() < p_add):
        if words and rand() < 0.33:
            w = words[int(rand() * len(words))][:limit]
        else:
            w = "".join(rng.choices(alpha, k=ln))
        words.append(w)
        out.append("add " + w)
    else:
        kind = int(rand() * 4)
        if words and kind == 0:
            w = words[int(rand() * len(words))][:limit]
        elif words and kind == 1:
            base = words[int(rand() * len(words))]
            w = base[: 1 + int(rand() * min(len(base), limit))]
        elif words and kind == 2:
            base = words[int(rand() * len(words))][: max(1, limit - 1)]
            w = (base + alpha[int(rand() * len(alpha))])[:limit]
        else:
            w = "".join(rng.choices(alpha, k=ln))
        out.append("count " + w)
    budget -= len(w)
sys.stdout.write("\n".join(out) + "\n")
