#!/usr/bin/env python3
"""Large tests for word-ladder: dense word lists over small alphabets (the search visits
almost every word), unreachable goals."""
import itertools
import os
import random
import sys
from collections import deque


def solve(text):
    data = text.split()
    start, goal = data[0], data[1]
    m = int(data[2])
    words = set(data[3:3 + m])
    if start == goal:
        return "0\n"
    if goal not in words:
        return "-1\n"
    buckets = {}                       # "c*ld" -> words matching that pattern
    for w in words:
        for i in range(len(w)):
            buckets.setdefault(w[:i] + "*" + w[i + 1:], []).append(w)
    dist = {start: 0}
    queue = deque([start])
    while queue:
        w = queue.popleft()
        for i in range(len(w)):
            for v in buckets.pop(w[:i] + "*" + w[i + 1:], ()):   # each bucket is used once
                if v not in dist:
                    dist[v] = dist[w] + 1
                    if v == goal:
                        return f"{dist[v]}\n"
                    queue.append(v)
    return "-1\n"


def fmt(start, goal, words):
    return f"{start} {goal}\n{len(words)}\n" + "\n".join(words) + "\n"


def main():
    out = sys.argv[1]
    # The stretch tier's tests (lists past 5000 words, up to 50000) go to out/stretch; the rest
    # keep to LeetCode's constraints (m <= 5000, each word once, start and goal differ), the
    # LeetCode tier.
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    rng = random.Random(26)

    def rand_word(alphabet, length):
        return "".join(rng.choice(alphabet) for _ in range(length))

    dense = sorted({rand_word("abc", 10) for _ in range(60000)})[:50000]
    rng.shuffle(dense)
    octal = sorted({rand_word("abcd", 8) for _ in range(70000)})[:50000]
    rng.shuffle(octal)
    wide = sorted({"zzzzzz" + rand_word("abcdefghijklmnopqrstuvwxyz", 4) for _ in range(60000)})[:50000]
    rng.shuffle(wide)
    tests = {
        "stretch/max-dense-three-letters": fmt(dense[0], dense[1], dense),
        "stretch/max-dense-unreachable": fmt(dense[2], "dddddddddd", dense[:49999] + ["dddddddddd"]),
        "stretch/max-dense-four-letters": fmt(octal[0], octal[1], octal),
        "stretch/max-opposite-corners": fmt("aaaaaaaa", "dddddddd", octal + ["dddddddd"]),
        "stretch/max-wide-alphabet": fmt(wide[0], wide[1], wide),
        "medium-random": fmt("aaaaa", "bbbbb",
                             sorted({rand_word("ab", 5) for _ in range(20)}) + ["bbbbb"]),
    }
    # The LeetCode tier at its largest, 5000 distinct words: dense lists over three letters
    # (reachable and not), every word of six letters over four (4096, the goal at the opposite
    # corner), and a wide alphabet.
    lc = 5000
    dense = sorted({rand_word("abc", 8) for _ in range(20000)})
    rng.shuffle(dense)
    dense = dense[:lc]
    cube = ["".join(w) for w in itertools.product("abcd", repeat=6)]
    rng.shuffle(cube)
    wide = sorted({"zzzzzzz" + rand_word("abcdefghijklmnopqrstuvwxyz", 3) for _ in range(7000)})
    rng.shuffle(wide)
    wide = wide[:lc]
    unreachable = [w for w in dense[:lc - 1] if w != "dddddddd"] + ["dddddddd"]
    tests.update({
        "leetcode-max-dense-three-letters": fmt(dense[0], dense[1], dense),
        "leetcode-max-dense-unreachable": fmt(dense[2], "dddddddd", unreachable),
        "leetcode-max-opposite-corners": fmt("aaaaaa", "dddddd", cube),
        "leetcode-max-wide-alphabet": fmt(wide[0], wide[1], wide),
    })
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
