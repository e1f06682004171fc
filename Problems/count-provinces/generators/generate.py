"""Large tests for count-provinces."""
import os
import random
import sys


def solve(text):
    data = list(map(int, text.split()))
    n, m = data[0], data[1]
    parent = list(range(n + 1))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    count = n
    for i in range(m):
        a, b = find(data[2 + 2 * i]), find(data[3 + 2 * i])
        if a != b:
            parent[a] = b
            count -= 1
    return f"{count}\n"


def write(out, name, n, edges):
    text = f"{n} {len(edges)}\n" + "".join(f"{u} {v}\n" for u, v in edges)
    with open(os.path.join(out, name + ".in"), "w") as f:
        f.write(text)
    with open(os.path.join(out, name + ".ans"), "w") as f:
        f.write(solve(text))


def unique_roads(rng, n, m, pick):
    """m distinct roads u < v, each drawn by pick() until new (LeetCode's form)."""
    seen = set()
    while len(seen) < m:
        u, v = pick()
        if u != v:
            seen.add((min(u, v), max(u, v)))
    roads = sorted(seen)
    rng.shuffle(roads)
    return roads


def main(out):
    # Tests past LeetCode's constraints (n up to 200000, no roads, self-loops, repeated or
    # reversed roads) go to out/stretch, the stretch tier; the rest are the LeetCode tier
    # (n <= 2000, 1 <= m <= 5000, each road u < v, no road twice).
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    rng = random.Random(99)
    write(out, "stretch/g01-medium-random", 1000, [(rng.randint(1, 1000), rng.randint(1, 1000)) for _ in range(700)])
    n = 200000
    write(out, "stretch/g02-max-random", n, [(rng.randint(1, n), rng.randint(1, n)) for _ in range(200000)])
    # a long path announced in order: naive relabelling moves a huge group every time
    write(out, "stretch/g03-max-path", n, [(i, i + 1) for i in range(1, n)])
    write(out, "stretch/g04-max-star", n, [(1, i) for i in range(2, n + 1)])
    # many small clusters
    write(out, "stretch/g05-max-clusters", n, [(rng.randint(1, n // 10) * 10 - rng.randint(0, 9),
                                        rng.randint(1, n // 10) * 10 - rng.randint(0, 9))
                                       for _ in range(150000)])
    write(out, "stretch/g06-max-merge-halves", n, [(i, i + 1) for i in range(1, n // 2)] +
          [(i, i + 1) for i in range(n // 2 + 1, n)] + [(1, n)])
    # union-find with neither path compression nor union by size (time_limit_exceeded/
    # quick-union-no-compression): the first half builds a chain of depth n/2 under whichever
    # endpoint becomes the root, then every road from village 1 walks the whole chain again.
    # Both orientations of the chain, so parent[a] = b and parent[b] = a are both slow.
    half = n // 2
    write(out, "stretch/g07-max-deep-chain-forward", n, [(i, i + 1) for i in range(1, half)] +
          [(1, half + k) for k in range(1, half + 1)])
    write(out, "stretch/g08-max-deep-chain-backward", n, [(i + 1, i) for i in range(1, half)] +
          [(1, half + k) for k in range(1, half + 1)])


    # The LeetCode tier at its largest (n = 2000, up to 5000 roads), its own generator.
    lc = random.Random(323)
    n = 2000
    write(out, "g09-leetcode-max-random", n, unique_roads(lc, n, 5000, lambda: (lc.randint(1, n), lc.randint(1, n))))
    write(out, "g10-leetcode-max-path", n, [(i, i + 1) for i in range(1, n)])
    write(out, "g11-leetcode-max-star", n, [(1, i) for i in range(2, n + 1)])
    write(out, "g12-leetcode-max-clusters", n, unique_roads(
        lc, n, 5000, lambda: (lambda base: (base - lc.randint(0, 9), base - lc.randint(0, 9)))(lc.randint(1, n // 10) * 10)))
    write(out, "g13-leetcode-max-merge-halves", n, [(i, i + 1) for i in range(1, n // 2)] +
          [(i, i + 1) for i in range(n // 2 + 1, n)] + [(1, n)])
    half = n // 2
    write(out, "g14-leetcode-max-deep-chain", n, [(i, i + 1) for i in range(1, half)] +
          [(1, half + k) for k in range(1, half + 1)])
    write(out, "g15-leetcode-sparse-random", n, unique_roads(lc, n, 1000, lambda: (lc.randint(1, n), lc.randint(1, n))))


if __name__ == "__main__":
    main(sys.argv[1])
