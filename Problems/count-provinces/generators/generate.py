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


def main(out):
    rng = random.Random(99)
    write(out, "g01-medium-random", 1000, [(rng.randint(1, 1000), rng.randint(1, 1000)) for _ in range(700)])
    n = 200000
    write(out, "g02-max-random", n, [(rng.randint(1, n), rng.randint(1, n)) for _ in range(200000)])
    # a long path announced in order: naive relabelling moves a huge group every time
    write(out, "g03-max-path", n, [(i, i + 1) for i in range(1, n)])
    write(out, "g04-max-star", n, [(1, i) for i in range(2, n + 1)])
    # many small clusters
    write(out, "g05-max-clusters", n, [(rng.randint(1, n // 10) * 10 - rng.randint(0, 9),
                                        rng.randint(1, n // 10) * 10 - rng.randint(0, 9))
                                       for _ in range(150000)])
    write(out, "g06-max-merge-halves", n, [(i, i + 1) for i in range(1, n // 2)] +
          [(i, i + 1) for i in range(n // 2 + 1, n)] + [(1, n)])
    # union-find with neither path compression nor union by size (time_limit_exceeded/
    # quick-union-no-compression): the first half builds a chain of depth n/2 under whichever
    # endpoint becomes the root, then every road from village 1 walks the whole chain again.
    # Both orientations of the chain, so parent[a] = b and parent[b] = a are both slow.
    half = n // 2
    write(out, "g07-max-deep-chain-forward", n, [(i, i + 1) for i in range(1, half)] +
          [(1, half + k) for k in range(1, half + 1)])
    write(out, "g08-max-deep-chain-backward", n, [(i + 1, i) for i in range(1, half)] +
          [(1, half + k) for k in range(1, half + 1)])


if __name__ == "__main__":
    main(sys.argv[1])
