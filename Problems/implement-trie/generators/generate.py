#!/usr/bin/env python3
"""Large tests for implement-trie: many words over small alphabets, queries that are mostly
prefixes of words but not words, long shared stems."""
import os
import random
import sys


def solve(text):
    data = text.split()
    q = int(data[0])
    words, prefixes, out = set(), set(), []
    for i in range(q):
        op, word = data[1 + 2 * i], data[2 + 2 * i]
        if op == "insert":
            if word not in words:
                words.add(word)
                prefixes.update(word[:k] for k in range(1, len(word) + 1))
        elif op == "search":
            out.append("true" if word in words else "false")
        else:
            out.append("true" if word in prefixes else "false")
    return "".join(f"{x}\n" for x in out)


def rword(rng, alphabet, lo, hi):
    return "".join(rng.choice(alphabet) for _ in range(rng.randint(lo, hi)))


def mixed(rng, q, alphabet, insert_len, query_len, insert_share):
    lines = [str(q)]
    for i in range(q):
        if rng.random() < insert_share and i < q - 1:
            lines.append("insert " + rword(rng, alphabet, *insert_len))
        else:
            op = rng.choice(["search", "startsWith"])
            lines.append(f"{op} " + rword(rng, alphabet, *query_len))
    return "\n".join(lines) + "\n"


def inserts_then_queries(rng, inserts, queries, alphabet, insert_len, query_len, query_alphabet=None):
    lines = [str(inserts + queries)]
    lines += ["insert " + rword(rng, alphabet, *insert_len) for _ in range(inserts)]
    for _ in range(queries):
        op = rng.choice(["search", "startsWith"])
        lines.append(f"{op} " + rword(rng, query_alphabet or alphabet, *query_len))
    return "\n".join(lines) + "\n"


def long_stems(rng):
    """Words sharing a 1500-letter stem; queries cut the stem at random places."""
    stem = rword(rng, "ab", 1500, 1500)
    lines = []
    for _ in range(150):
        lines.append("insert " + stem + rword(rng, "ab", 1, 20))
    for _ in range(250):
        cut = stem[:rng.randint(1, 1500)]
        op = rng.choice(["search", "startsWith"])
        lines.append(f"{op} {cut}" + rword(rng, "ab", 0, 2))
    return f"{len(lines)}\n" + "\n".join(lines) + "\n"


def long_distinct_words(rng, count, length, queries):
    """count random words of `length` letters over a-z, then `queries` full-length queries:
    inserted words with their first letter changed (not words, not prefixes) or kept, and
    their prefixes cut at random places."""
    words = [rword(rng, "abcdefghijklmnopqrstuvwxyz", length, length) for _ in range(count)]
    lines = ["insert " + w for w in words]
    for i in range(queries):
        w = rng.choice(words)
        op = rng.choice(["search", "startsWith"])
        if i % 3 == 0:
            lines.append(f"{op} {w}")
        elif i % 3 == 1:
            first = rng.choice([ch for ch in "abcdefghijklmnopqrstuvwxyz" if ch != w[0]])
            lines.append(f"{op} {first}{w[1:]}")
        else:
            lines.append(f"{op} {w[:rng.randint(1, length)]}")
    return f"{len(lines)}\n" + "\n".join(lines) + "\n"


def leaf_words(rng, count):
    """Short distinct words over a-z, each queried whole: most are leaves of the trie (nothing
    extends them), and queries mix letters of different words at each position."""
    words = list({rword(rng, "abcdefghijklmnopqrstuvwxyz", 2, 6) for _ in range(count)})
    rng.shuffle(words)
    lines = []
    for w in words:
        lines.append("insert " + w)
    for _ in range(count):
        w = rng.choice(words)
        kind = rng.randrange(3)
        if kind == 0:
            lines.append("startsWith " + w)
        elif kind == 1:
            other = rng.choice(words)
            cut = rng.randint(1, min(len(w), len(other)) - 1) if min(len(w), len(other)) > 1 else 1
            lines.append("startsWith " + w[:cut] + other[cut:])
        else:
            lines.append("search " + w + rng.choice("abcdefghijklmnopqrstuvwxyz"))
    return f"{len(lines)}\n" + "\n".join(lines) + "\n"


def main():
    out = sys.argv[1]
    # Tests past LeetCode's constraints (more than 3 * 10^4 operations) go to out/stretch, the
    # stretch tier; the rest are the LeetCode tier.
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    rng = random.Random(208)
    tests = {
        "stretch/max-mixed-small-alphabet": mixed(rng, 200000, "abc", (1, 3), (1, 3), 0.5),
        "stretch/max-inserts-then-queries": inserts_then_queries(rng, 100000, 100000, "abcd", (2, 3), (1, 3)),
        "stretch/max-queries-of-every-length": inserts_then_queries(rng, 60000, 140000, "ab", (1, 3), (1, 4)),
        # words over a-m, queries over a-z: most prefixes match no word at all, so a scan of
        # the words for a prefix goes through all 80000 of them
        "stretch/max-many-distinct-words": inserts_then_queries(rng, 80000, 90000, "abcdefghijklm", (3, 5), (1, 2),
                                                        "abcdefghijklmnopqrstuvwxyz"),
        "long-stems": long_stems(rng),
        # 200 distinct words of 2000 letters (every prefix of each in a hash set would be
        # O(k^2) = 400 MB); a 64-bit polynomial hash with a = 0 keeps only the last 64
        # letters, so a word with its first letter changed looks inserted
        "max-length-words": long_distinct_words(rng, 200, 2000, 40),
        # the same with 450 words of 1000 letters
        "many-1000-letter-words": long_distinct_words(rng, 450, 1000, 50),
        # leaves queried whole (an empty child dict is falsy), prefixes mixing two words'
        # letters (letter sets per position), searches one letter past a word (stopping at
        # the first word end); 50000 distinct words inserted in random order also make a
        # sorted array's inserts O(n^2)
        "stretch/max-leaf-words": leaf_words(rng, 50000),
        "medium-random": mixed(rng, 3000, "abcdefghijklmnopqrstuvwxyz", (1, 6), (1, 4), 0.6),
    }
    # The LeetCode tier at its largest (3 * 10^4 operations), its own generator.
    lc = random.Random(30000)
    tests["max-mixed-small-alphabet-leetcode"] = mixed(lc, 30000, "abc", (1, 3), (1, 3), 0.5)
    tests["max-inserts-then-queries-leetcode"] = inserts_then_queries(lc, 15000, 15000, "abcd", (2, 3), (1, 3))
    tests["max-queries-of-every-length-leetcode"] = inserts_then_queries(lc, 9000, 21000, "ab", (1, 3), (1, 4))
    tests["max-many-distinct-words-leetcode"] = inserts_then_queries(lc, 13000, 17000, "abcdefghijklm", (3, 5), (1, 2),
                                                                     "abcdefghijklmnopqrstuvwxyz")
    tests["max-leaf-words-leetcode"] = leaf_words(lc, 15000)
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
