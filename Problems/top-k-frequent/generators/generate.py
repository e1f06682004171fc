#!/usr/bin/env python3
"""Large tests for top-k-frequent: many distinct tags and large k, heavy ties."""
import os
import random
import sys
from collections import Counter


def solve(text):
    data = text.split()
    n, k = int(data[0]), int(data[1])
    counts = Counter(data[2:2 + n])
    ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))[:k]
    return "".join(f"{tag} {c}\n" for tag, c in ranked)


def tag(rng, lo=1, hi=10):
    return "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(rng.randint(lo, hi)))


def make(rng, n, vocabulary, k_share, skew):
    vocab = sorted({tag(rng) for _ in range(vocabulary)})   # sorted: set order is not reproducible
    if skew:
        weights = [1.0 / (i + 1) for i in range(len(vocab))]
        words = rng.choices(vocab, weights=weights, k=n)
    else:
        words = [rng.choice(vocab) for _ in range(n)]
    d = len(set(words))
    k = max(1, int(d * k_share))
    return f"{n} {k}\n{' '.join(words)}\n"


def all_distinct(rng, n):
    tags = set()
    while len(tags) < n:
        tags.add(tag(rng, 4, 10))
    tags = sorted(tags)
    rng.shuffle(tags)
    return f"{n} {n}\n{' '.join(tags)}\n"


def main():
    out = sys.argv[1]
    # The stretch tier's tests (n past 500, up to 200000) go to out/stretch; the rest keep to
    # LeetCode's constraints (n <= 500), the LeetCode tier.
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    rng = random.Random(2024)
    n = 200000
    tests = {
        "stretch/max-all-distinct-k-all": all_distinct(rng, n),
        "stretch/max-many-ties-k-all": make(rng, n, 100000, 1.0, False),
        "stretch/max-half": make(rng, n, 150000, 0.5, False),
        "stretch/max-skewed-k-small": make(rng, n, 50000, 0.0002, True),
        "stretch/max-short-tags": f"{n} 100\n{' '.join(tag(rng, 1, 2) for _ in range(n))}\n",
        "stretch/medium-random": make(rng, 3000, 500, 0.3, True),
    }
    # The LeetCode tier at its largest, n = 500, with the same kinds of vocabulary and k.
    lc = 500
    tests.update({
        "leetcode-max-all-distinct-k-all": all_distinct(rng, lc),
        "leetcode-max-many-ties-k-all": make(rng, lc, 250, 1.0, False),
        "leetcode-max-half": make(rng, lc, 150, 0.5, False),
        "leetcode-max-skewed-k-small": make(rng, lc, 200, 0.02, True),
        "leetcode-max-short-tags": f"{lc} 20\n{' '.join(tag(rng, 1, 2) for _ in range(lc))}\n",
    })
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
