# usage: python3 random_input.py SEED SIZE
# SIZE is q, the number of operations (clamped to 1..200000). Words use a small alphabet so
# prefixes are shared; lengths fit the budget (every word 1..2000 letters, total <= 500000),
# and the seed picks short words, long words or the mix of operations. Searches reuse
# inserted words, their prefixes and near misses; at least one operation is a query.
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
rand = rng.random
q = max(1, min(200000, size))
TOTAL = 500000
alpha = "abcdefghijklmnopqrstuvwxyz"[: rng.choice([1, 2, 3, 26])]
cap = min(2000, TOTAL // q)
maxlen = rng.choice([min(cap, 3), min(cap, 8), cap])
p_insert = rng.choice([0.2, 0.5, 0.8])
words = []
budget = TOTAL
out = [str(q)]
need_query = rng.randrange(q)  # this operation is forced to be a query
for i in range(q):
    limit = max(1, min(maxlen, budget - (q - i - 1)))
    ln = 1 + int(rand() * limit)
    if i != need_query and (not words or rand() < p_insert):
        w = "".join(rng.choices(alpha, k=ln))
        words.append(w)
        out.append("insert " + w)
    else:
        op = "search " if rand() < 0.5 else "startsWith "
        kind = int(rand() * 4)
        if words and kind == 0:
            w = words[int(rand() * len(words))][:limit]
        elif words and kind == 1:
            base = words[int(rand() * len(words))]
            w = base[: 1 + int(rand() * min(len(base), limit))]
        elif words and kind == 2:
            base = words[int(rand() * len(words))][:limit]
            j = int(rand() * len(base))
            w = base[:j] + alpha[int(rand() * len(alpha))] + base[j + 1:]
        else:
            w = "".join(rng.choices(alpha, k=ln))
        out.append(op + w)
    budget -= len(w)
sys.stdout.write("\n".join(out) + "\n")
