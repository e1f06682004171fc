"""Large tests for redundant-connection."""
import os
import random
import sys


def solve(text):
    data = text.split()
    n = int(data[0])
    parent = list(range(n + 1))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for i in range(n):
        u, v = data[1 + 2 * i], data[2 + 2 * i]
        a, b = find(int(u)), find(int(v))
        if a == b:
            return f"{u} {v}\n"
        parent[a] = b
    raise ValueError("no loop")


def write(out, name, n, edges):
    assert len(edges) == n and len({(min(e), max(e)) for e in edges}) == n
    text = f"{n}\n" + "".join(f"{u} {v}\n" for u, v in edges)
    with open(os.path.join(out, name + ".in"), "w") as f:
        f.write(text)
    with open(os.path.join(out, name + ".ans"), "w") as f:
        f.write(solve(text))


def random_tree_plus_one(rng, n, depth_window):
    label = list(range(1, n + 1))
    rng.shuffle(label)
    edges = []
    for i in range(1, n):
        p = rng.randrange(max(0, i - depth_window), i)
        edges.append((label[p], label[i]) if rng.random() < 0.5 else (label[i], label[p]))
    have = {(min(e), max(e)) for e in edges}
    while True:
        u, v = rng.sample(label, 2)
        if (min(u, v), max(u, v)) not in have:
            edges.append((u, v))
            return edges


def loop_edges(edges):
    """Edges on the loop (removing them keeps the graph connected)."""
    n = len(edges)
    adj = [[] for _ in range(n + 1)]
    deg = [0] * (n + 1)
    for u, v in edges:
        adj[u].append(v)
        adj[v].append(u)
        deg[u] += 1
        deg[v] += 1
    # peel leaves: what remains is the loop
    stack = [v for v in range(1, n + 1) if deg[v] == 1]
    gone = [False] * (n + 1)
    while stack:
        v = stack.pop()
        gone[v] = True
        for w in adj[v]:
            if not gone[w]:
                deg[w] -= 1
                if deg[w] == 1:
                    stack.append(w)
    return [e for e in edges if not gone[e[0]] and not gone[e[1]]]


def ordered(edges):
    """LeetCode lists every cable as u v with u < v."""
    return [(min(e), max(e)) for e in edges]


def main(out):
    # The stretch tier's tests (n = 200000, cables listed as u v with u > v) go to out/stretch;
    # the rest keep to LeetCode's constraints (n <= 1000, u < v), the LeetCode tier.
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    rng = random.Random(2718)
    e = random_tree_plus_one(rng, 1000, 1000)
    rng.shuffle(e)
    write(out, "stretch/g01-medium-random", 1000, e)
    n = 200000
    e = random_tree_plus_one(rng, n, n)
    rng.shuffle(e)
    write(out, "stretch/g02-max-random", n, e)
    # loop cables first, then the rest: trying cables from the back takes a long time
    e = random_tree_plus_one(rng, n, 3)
    loop = loop_edges(e)
    in_loop = set(loop)
    rest = [x for x in e if x not in in_loop]
    rng.shuffle(loop)
    rng.shuffle(rest)
    write(out, "stretch/g03-max-loop-first", n, loop + rest)
    # a path closed into one huge ring, listed in shuffled order
    e = [(i, i + 1) for i in range(1, n)] + [(n, 1)]
    rng.shuffle(e)
    write(out, "stretch/g04-max-ring", n, e)
    # a caterpillar: many vertices of degree >= 2 that are not on the loop
    e = [(i, i + 1) for i in range(1, n // 2)] + [(i, i - n // 2 + 1) for i in range(n // 2 + 1, n + 1)]
    e.append((1, 10))
    rng.shuffle(e)
    write(out, "stretch/g05-max-caterpillar", n, e)
    # a star whose centre is listed first in every cable, the extra cable (between two leaves)
    # last: union-find without path compression turns the centre's group into a chain and
    # walks it on every cable (O(n^2)); reading only n - 1 cables never meets the loop; linking
    # u itself instead of its root loses the centre's earlier links
    e = [(1, i) for i in range(2, n + 1)] + [(n, n - 1)]
    write(out, "stretch/g06-max-star-centre-first", n, e)
    label = list(range(1, n + 1))
    rng.shuffle(label)
    c = label[0]
    leaves = label[1:]
    e = [(c, x) for x in leaves] + [(leaves[-1], leaves[n // 2])]
    write(out, "stretch/g07-max-star-relabelled", n, e)
    # The LeetCode tier at its largest, n = 1000, every cable as u v with u < v: a random tree
    # plus one cable, the loop's cables first, one ring, the star with its centre first and the
    # extra cable last (still O(n^2) steps for union-find without path compression), and a
    # caterpillar.
    n = 1000
    e = ordered(random_tree_plus_one(rng, n, n))
    rng.shuffle(e)
    write(out, "g08-leetcode-max-random", n, e)
    e = random_tree_plus_one(rng, n, 3)
    loop = ordered(loop_edges(e))
    in_loop = set(loop)
    rest = [x for x in ordered(e) if x not in in_loop]
    rng.shuffle(loop)
    rng.shuffle(rest)
    write(out, "g09-leetcode-max-loop-first", n, loop + rest)
    e = [(i, i + 1) for i in range(1, n)] + [(1, n)]
    rng.shuffle(e)
    write(out, "g10-leetcode-max-ring", n, e)
    write(out, "g11-leetcode-max-star-centre-first", n, [(1, i) for i in range(2, n + 1)] + [(n - 1, n)])
    e = ordered([(i, i + 1) for i in range(1, n // 2)] + [(i, i - n // 2 + 1) for i in range(n // 2 + 1, n + 1)])
    e.append((1, 10))
    rng.shuffle(e)
    write(out, "g12-leetcode-max-caterpillar", n, e)


if __name__ == "__main__":
    main(sys.argv[1])
