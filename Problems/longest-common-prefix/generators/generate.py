#!/usr/bin/env python3
"""Large tests for longest-common-prefix: very long shared prefixes and many words."""
import os
import random
import sys


def solve(text):
    words = text.split()[1:]
    shortest = min(words, key=len)
    length = len(shortest)
    for w in words:
        i = 0
        while i < length and w[i] == shortest[i]:
            i += 1
        length = i
    if length == 0:
        return "0\n"
    return f"{length}\n{shortest[:length]}\n"


def rand_word(rng, k):
    return "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(k))


def make(rng, n, common, extra_max):
    stem = rand_word(rng, common)
    # Every word has at least one letter, as the statement promises.
    words = [stem + rand_word(rng, rng.randint(0 if common else 1, extra_max)) for _ in range(n)]
    return f"{n}\n" + "\n".join(words) + "\n"


def main():
    out = sys.argv[1]
    rng = random.Random(1111)
    long_word = rand_word(rng, 499999)
    stem100k = rand_word(rng, 100000)
    tests = {
        "stretch/max-two-long-words": f"2\n{long_word}x\n{long_word}y\n",
        "stretch/max-two-identical": f"2\n{long_word}z\n{long_word}z\n",
        "stretch/max-ten-long-words": make(rng, 10, 99000, 1000),
        "stretch/max-many-short-words": make(rng, 100000, 3, 6),
        "stretch/max-many-words-no-prefix": make(rng, 100000, 0, 9),
        "stretch/medium-random": make(rng, 500, 40, 20),
        # A 100000-letter word that starts all the others, which all go on with "q": stops a
        # trie walk that runs on while there is one child but ignores where a word ends
        # (trie-ignores-word-end).
        "stretch/max-prefix-word-then-one-branch": "6\n" + "\n".join(
            [stem100k] + [stem100k + "q" + rand_word(rng, 1000) for _ in range(5)]) + "\n",
        # The shortest and the longest word share a long prefix and so do the last two, but a
        # word in the middle starts differently (answer 0): stops comparing only the shortest
        # with the longest (sort-by-length) and keeping only the last pair (last-pair-only).
        "stretch/max-ends-agree-middle-differs": "\n".join(
            ["5000", stem100k[:40]] + [stem100k[:40] + rand_word(rng, rng.randint(10, 50)) for _ in range(2498)]
            + ["z" + rand_word(rng, 60)]
            + [stem100k[:40] + rand_word(rng, rng.randint(10, 50)) for _ in range(2499)]
            + [stem100k[:40] + rand_word(rng, 100)]) + "\n",
    }
    # The LeetCode tier at LeetCode's largest size (200 words of at most 200 letters), drawn after
    # the rest so their data is unchanged.
    stem = rand_word(rng, 200)
    tests["leetcode-max-two-long-words"] = f"2\n{stem[:199]}x\n{stem[:199]}y\n"
    tests["leetcode-max-all-identical"] = "200\n" + "\n".join([stem] * 200) + "\n"
    tests["leetcode-max-long-prefix"] = make(rng, 200, 190, 10)
    tests["leetcode-max-short-words"] = make(rng, 200, 3, 6)
    tests["leetcode-max-no-prefix"] = make(rng, 200, 0, 9)
    # A 150-letter word that starts all the others, which go on with "q" (trie-ignores-word-end).
    tests["leetcode-max-prefix-word-then-one-branch"] = "6\n" + "\n".join(
        [stem[:150]] + [stem[:150] + "q" + rand_word(rng, 49) for _ in range(5)]) + "\n"
    # The shortest and the longest agree and so do the last two, but a middle word starts
    # differently (sort-by-length, last-pair-only).
    tests["leetcode-max-ends-agree-middle-differs"] = "\n".join(
        ["200", stem[:40]] + [stem[:40] + rand_word(rng, rng.randint(10, 50)) for _ in range(98)]
        + ["z" + rand_word(rng, 60)]
        + [stem[:40] + rand_word(rng, rng.randint(10, 50)) for _ in range(99)]
        + [stem[:40] + rand_word(rng, 100)]) + "\n"
    # The stretch tier's tests (up to 10^5 words, words up to 5 * 10^5 letters) go to OUT/stretch.
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
