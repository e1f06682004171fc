# usage: python3 random_input.py SEED SIZE
# Prints one random test: SIZE is n, the number of courses (1 <= SIZE <= 2*10^5); m is up to
# about 2n rules (at most 2*10^5). The seed picks a random DAG (order exists), a DAG plus a
# cycle or a self-rule `a a` (IMPOSSIBLE), a long chain, repeated rules, or no rules at all.
import random
import sys

MAXSIZE = 200000
MAXM = 200000


def main():
    seed, size = int(sys.argv[1]), int(sys.argv[2])
    rng = random.Random(seed)
    n = max(1, min(size, MAXSIZE))
    style = rng.randrange(6)
    perm = list(range(1, n + 1))
    rng.shuffle(perm)
    m = min(MAXM, rng.choice((0, n // 2, n, 2 * n, rng.randint(0, 2 * n)))) if style != 5 else 0
    rules = []
    if style == 2 and n > 1:  # a chain through all courses in random order
        rules = [(perm[i], perm[i + 1]) for i in range(n - 1)]
        m = max(0, m - len(rules))
    if n > 1:
        for _ in range(m):
            i = rng.randrange(n - 1)
            j = rng.randrange(i + 1, min(n, i + 1 + rng.choice((2, 10, n))))
            rules.append((perm[i], perm[j]))
    if style == 3 and rules:  # repeated rules
        rules += [rng.choice(rules) for _ in range(min(len(rules), MAXM - len(rules)))]
    if style == 4:  # make it impossible
        rules = rules[:MAXM - 2]
        if n == 1 or rng.random() < 0.3:
            rules.append((perm[rng.randrange(n)],) * 2)
        else:
            i, j = sorted(rng.sample(range(n), 2))
            rules.append((perm[j], perm[i]))
            rules.append((perm[i], perm[j]))
    rules = rules[:MAXM]
    rng.shuffle(rules)
    out = ["%d %d" % (n, len(rules))]
    out += ["%d %d" % r for r in rules]
    sys.stdout.write("\n".join(out) + "\n")


main()
