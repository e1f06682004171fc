#!/usr/bin/env python3
"""Large tests for prefix-counter: many adds and counts over small alphabets."""
import os
import random
import sys


def solve(text):
    data = text.split()
    q = int(data[0])
    root = {}
    out = []
    for i in range(q):
        op, word = data[1 + 2 * i], data[2 + 2 * i]
        node = root
        if op == "add":
            for ch in word:
                node = node.setdefault(ch, {})
                node["#"] = node.get("#", 0) + 1
        else:
            for ch in word:
                node = node.get(ch)
                if node is None:
                    break
            out.append(str(node["#"]) if node is not None else "0")
    return "\n".join(out) + "\n"


def rword(rng, alphabet, lo, hi):
    return "".join(rng.choice(alphabet) for _ in range(rng.randint(lo, hi)))


def mixed(rng, q, alphabet, add_len, count_len, add_share):
    lines = [str(q)]
    for i in range(q):
        if rng.random() < add_share and i < q - 1:
            lines.append("add " + rword(rng, alphabet, *add_len))
        else:
            lines.append("count " + rword(rng, alphabet, *count_len))
    return "\n".join(lines) + "\n"


def adds_then_counts(rng, adds, counts, alphabet, add_len, count_len):
    lines = [str(adds + counts)]
    lines += ["add " + rword(rng, alphabet, *add_len) for _ in range(adds)]
    lines += ["count " + rword(rng, alphabet, *count_len) for _ in range(counts)]
    return "\n".join(lines) + "\n"


def long_words(rng):
    stem = rword(rng, "xy", 900, 900)
    lines = []
    for _ in range(400):
        lines.append("add " + stem + rword(rng, "xy", 50, 100))
    for _ in range(1000):
        lines.append("count " + stem[:rng.randint(1, 60)] + rword(rng, "xy", 0, 3))
    return f"{len(lines)}\n" + "\n".join(lines) + "\n"


def thue_morse(length, letters):
    return "".join(letters[bin(i).count("1") % 2] for i in range(length))


def hash_collision(learnt, asked):
    """Thue-Morse words and their complements: equal polynomial hashes modulo 2^64."""
    lines = ["add " + w for w in learnt] + ["count " + w for w in asked]
    return f"{len(lines)}\n" + "\n".join(lines) + "\n"


def copies(word, times, counts):
    lines = ["add " + word] * times + ["count " + c for c in counts]
    return f"{len(lines)}\n" + "\n".join(lines) + "\n"


def big_trie_short_counts(rng, words, length, counts, alphabet):
    lines = ["add " + rword(rng, alphabet, length, length) for _ in range(words)]
    lines += ["count " + rng.choice(alphabet) for _ in range(counts)]
    return f"{len(lines)}\n" + "\n".join(lines) + "\n"


def main():
    out = sys.argv[1]
    rng = random.Random(5150)
    tests = {
        "max-mixed-small-alphabet": mixed(rng, 200000, "abc", (1, 3), (1, 2), 0.5),
        "max-adds-then-counts": adds_then_counts(rng, 100000, 100000, "abcde", (1, 3), (1, 2)),
        "max-many-duplicates": adds_then_counts(rng, 150000, 50000, "ab", (1, 2), (1, 2)),
        "long-words": long_words(rng),
        "medium-random": mixed(rng, 3000, "abcdefghijklmnopqrstuvwxyz", (1, 6), (1, 3), 0.6),
    }
    # A hash of each prefix modulo 2^64 instead of the prefix itself: a Thue-Morse word and its
    # complement collide for every base, so a word never learnt gets the other one's count.
    t, c = thue_morse(2048, "ab"), thue_morse(2048, "ba")
    tests["thue-morse-complement"] = hash_collision([t], [c, t, c[:1024], c[:2047]])
    t, c = thue_morse(4096, "xy"), thue_morse(4096, "yx")
    tests["thue-morse-both-ways"] = hash_collision([c, c, c, t + "x"], [t, c, t + "x", c + "x"])
    # A 16-bit counter: exactly 65536 copies of one word wraps to 0 (the answer at the maximum
    # a 16-bit counter cannot hold), and 199990 words through one letter wraps to another count.
    tests["copies-65536"] = copies("hello", 65536, ["h", "hello", "hell", "hellx"])
    tests["max-copies-one-letter"] = copies("k", 199990, ["k", "kk", "a", "k", "k"])
    # Summing word ends over the whole subtree under the prefix, O(subtree) per count: a trie
    # of 450000 nodes or one chain of 300000, asked about one-letter prefixes again and again.
    tests["big-trie-one-letter-counts"] = big_trie_short_counts(rng, 4500, 100, 50000, "ab")
    tests["long-chain-one-letter-counts"] = copies("a" * 300000, 1, ["a"] * 100000)
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
