#!/usr/bin/env python3
"""Large tests for lru-cache: big capacities with keys that keep getting evicted and reused."""
import os
import random
import sys
from collections import OrderedDict


def solve(text):
    data = text.split()
    c, q = int(data[0]), int(data[1])
    cache = OrderedDict()
    out = []
    i = 2
    for _ in range(q):
        if data[i] == "get":
            k = int(data[i + 1])
            i += 2
            if k in cache:
                cache.move_to_end(k)
                out.append(str(cache[k]))
            else:
                out.append("-1")
        else:
            k, v = int(data[i + 1]), int(data[i + 2])
            i += 3
            if k in cache:
                cache.move_to_end(k)
            elif len(cache) == c:
                cache.popitem(last=False)
            cache[k] = v
    return "\n".join(out) + "\n"


def make(rng, c, q, key_range, get_share, max_value=10**9, max_key=10**9, min_key=1):
    keys = rng.sample(range(min_key, max_key + 1), key_range)
    lines = [f"{c} {q}"]
    for i in range(q):
        k = rng.choice(keys)
        if rng.random() < get_share or i == q - 1:
            lines.append(f"get {k}")
        else:
            lines.append(f"put {k} {rng.randint(0, max_value)}")
    return "\n".join(lines) + "\n"


def make_cyclic(c, q, max_value=10**9):
    """Puts cycle through c + 1 keys, so every put misses and evicts (gets probe the key
    evicted last): the worst case for a linear scan."""
    lines = [f"{c} {q}"]
    for i in range(q):
        if i % 4 == 3:
            lines.append(f"get {(i % (c + 1)) + 1}")
        else:
            lines.append(f"put {(i % (c + 1)) + 1} {i % (max_value + 1)}")
    return "\n".join(lines) + "\n"


def main():
    out = sys.argv[1]
    rng = random.Random(4242)
    tests = {
        "stretch/max-big-capacity": make(rng, 100000, 200000, 130000, 0.5),
        "stretch/max-mostly-puts": make(rng, 100000, 200000, 200000, 0.2),
        "stretch/max-small-capacity": make(rng, 10, 200000, 40, 0.5),
        "stretch/max-cyclic-evictions": make_cyclic(100000, 200000),
        # values 0 and 1 only: a stored 0 must not read as a miss (dict.get tested for truth)
        "stretch/values-zero-or-one": make(rng, 50, 20000, 80, 0.5, 1),
        # many updates of cached keys while the cache is full: updating must not evict, and
        # must not count as a new tile
        "stretch/updates-while-full": make(rng, 300, 20000, 320, 0.3),
        # keys drawn from 3c, so most of the 140000 puts miss and evict from a full cache of
        # 100000: finding the least recently used tile by scanning every cached one (O(c) per
        # eviction) times out
        "stretch/max-many-evictions": make(rng, 100000, 200000, 300000, 0.3),
        "stretch/medium-random-1": make(rng, 100, 3000, 300, 0.5),
        "stretch/medium-random-2": make(rng, 1000, 5000, 1500, 0.4),
    }
    # The LeetCode tier at LeetCode's largest sizes (capacity <= 3000, 2 * 10^5 operations, keys
    # within [0, 10^4], values within [0, 10^5]), drawn after the rest so their data is unchanged.
    lc = dict(max_key=10**4, min_key=0, max_value=10**5)
    tests["leetcode-max-big-capacity"] = make(rng, 3000, 200000, 4000, 0.5, **lc)
    tests["leetcode-max-mostly-puts"] = make(rng, 3000, 200000, 10001, 0.2, **lc)
    tests["leetcode-max-small-capacity"] = make(rng, 10, 200000, 40, 0.5, **lc)
    tests["leetcode-max-cyclic-evictions"] = make_cyclic(3000, 200000, 10**5)
    tests["leetcode-values-zero-or-one"] = make(rng, 50, 20000, 80, 0.5, 1, 10**4, 0)
    tests["leetcode-updates-while-full"] = make(rng, 300, 20000, 320, 0.3, **lc)
    tests["leetcode-max-many-evictions"] = make(rng, 3000, 200000, 9000, 0.3, **lc)
    tests["leetcode-medium-random"] = make(rng, 100, 3000, 300, 0.5, **lc)
    # The stretch tier's tests (capacity up to 10^5, keys and values up to 10^9) go to OUT/stretch.
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
