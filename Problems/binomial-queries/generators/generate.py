"""Large tests for binomial-queries (answers via math.comb on the needed values only)."""
import math
import os
import random
import sys

MOD = 1_000_000_007


def solve(text):
    data = list(map(int, text.split()))
    q = data[0]
    queries = [(data[1 + 2 * i], data[2 + 2 * i]) for i in range(q)]
    if q > 2000:  # factorial tables: fast for many queries
        top = max(n for n, _ in queries)
        fact = [1] * (top + 1)
        for i in range(1, top + 1):
            fact[i] = fact[i - 1] * i % MOD
        def comb(n, k):
            if k > n:
                return 0
            return fact[n] * pow(fact[k] * fact[n - k] % MOD, MOD - 2, MOD) % MOD
    else:
        def comb(n, k):
            return math.comb(n, k) % MOD if k <= n else 0
    return "".join(f"{comb(n, k)}\n" for n, k in queries)


def write(out, name, queries):
    text = f"{len(queries)}\n" + "".join(f"{n} {k}\n" for n, k in queries)
    with open(os.path.join(out, name + ".in"), "w") as f:
        f.write(text)
    with open(os.path.join(out, name + ".ans"), "w") as f:
        f.write(solve(text))


def main(out):
    rng = random.Random(31)
    top = 10 ** 6
    medium = [(n, rng.randint(0, n + 5)) for n in (rng.randint(0, 2000) for _ in range(1000))]
    # cross-check the table method with exact math.comb on a sample
    many = medium * 3
    assert solve(f"{len(many)}\n" + "".join(f"{n} {k}\n" for n, k in many)).split()[:1000] == \
        [str(math.comb(n, k) % MOD if k <= n else 0) for n, k in medium]
    write(out, "g01-medium-random", medium)
    write(out, "g02-max-random", [(n, rng.randint(0, n)) for n in (rng.randint(0, top) for _ in range(100000))])
    write(out, "g03-max-large-n", [(n, rng.randint(n // 4, n // 2)) for n in (rng.randint(top - 1000, top) for _ in range(100000))])
    write(out, "g04-max-some-k-too-big", [(n, rng.randint(0, top)) for n in (rng.randint(0, top) for _ in range(100000))])
    # Every question at an edge of the ranges: n in {0, 1, 2, 10^6 - 1, 10^6} or random, k in
    # {0, 1, n - 1, n, n + 1}. Stops treating n = 0 as "no way" (C(0, 0) = 1), the k >= n guard
    # that zeroes C(n, n) = 1, and, with n near 10^6, 32-bit factorials and floating point.
    edges = []
    for _ in range(50000):
        n = rng.choice((0, 1, 2, top - 1, top, rng.randint(0, top)))
        k = rng.choice((0, 1, max(0, n - 1), n, min(top, n + 1)))
        edges.append((n, k))
    write(out, "g05-max-edges", edges)


if __name__ == "__main__":
    main(sys.argv[1])
