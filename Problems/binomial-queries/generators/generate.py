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


if __name__ == "__main__":
    main(sys.argv[1])
