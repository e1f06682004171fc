#!/usr/bin/env python3
"""Writes the large Group Anagrams tests into OUTDIR (argv[1]). Deterministic."""
import os
import random
import sys

OUT = sys.argv[1]
# Tests past LeetCode's constraints (more than 10^4 words) go to OUT/stretch, the stretch
# tier; the rest are the LeetCode tier.
os.makedirs(os.path.join(OUT, "stretch"), exist_ok=True)
rng = random.Random(5150)
LETTERS = "abcdefghijklmnopqrstuvwxyz"


def solve(words):
    groups = {}
    for w in words:
        groups.setdefault("".join(sorted(w)), []).append(w)
    lines = sorted(sorted(g) for g in groups.values())
    return f"{len(lines)}\n" + "".join(" ".join(g) + "\n" for g in lines)


def write(name, words):
    with open(os.path.join(OUT, name + ".in"), "w") as f:
        f.write(f"{len(words)}\n" + "".join(w + "\n" for w in words))
    with open(os.path.join(OUT, name + ".ans"), "w") as f:
        f.write(solve(words))


def random_word(length, alphabet=LETTERS):
    return "".join(rng.choice(alphabet) for _ in range(length))


def shuffled(word):
    chars = list(word)
    rng.shuffle(chars)
    return "".join(chars)


N = 100000
# Almost every word is its own group: the pairwise approach does ~n^2/2 comparisons.
write("stretch/g01-max-distinct-groups", [random_word(rng.randint(6, 10)) for _ in range(N)])
# A few hundred large groups of long words.
bases = [random_word(rng.randint(5, 12)) for _ in range(300)]
write("stretch/g02-max-few-big-groups", [shuffled(rng.choice(bases)) for _ in range(N)])
# Long words (total length 10^6), small alphabet so groups are meaningful.
bases = [random_word(100, "abc") for _ in range(2000)]
write("g03-max-long-words", [shuffled(rng.choice(bases)) for _ in range(10000)])
# Words over two letters: many near-collisions (same letter set, different counts).
write("stretch/g04-max-two-letters", [random_word(rng.randint(1, 12), "ab") for _ in range(N)])
write("g05-medium-random", [random_word(rng.randint(1, 4), "abcde") for _ in range(3000)])
# Half the words are shuffles of earlier ones, the rest new: ~60000 groups, so comparing each
# word with every group so far (O(n * g)) times out; the sum of letter codes collides often.
words = []
for _ in range(N):
    if words and rng.randrange(2) == 0:
        words.append(shuffled(rng.choice(words)))
    else:
        words.append(random_word(rng.randint(4, 9)))
write("stretch/g06-max-half-shuffles", words)
# Letters repeated 10, 11, 12, 20, 21 times: a key made of the counts written without a
# separator reads the same for (1, 11) and (11, 1).
words = []
for _ in range(20000):
    counts = [rng.choice((0, 1, 2, 10, 11, 12, 20, 21)) for _ in range(3)]
    if sum(counts) == 0:
        counts[0] = 1
    words.append(shuffled("".join(ch * k for ch, k in zip("abc", counts))))
write("stretch/g07-letters-ten-times-and-more", words)
# Long words with at least 64 a's: a key made of the product of one prime per letter wraps
# around in 64 bits (2^64 divides it) and every such word lands in one group.
words = [shuffled("a" * rng.randint(64, 90) + "".join(rng.choice("bcd") for _ in range(10)))
         for _ in range(10000)]
words = [w[:100] for w in words]
write("g08-long-words-many-a", words)

# The LeetCode tier at its largest (10^4 words), from a new generator so the tests above keep
# their random sequence.
rng = random.Random(49)
M = 10**4
write("g09-leetcode-max-distinct-groups", [random_word(rng.randint(6, 10)) for _ in range(M)])
bases = [random_word(rng.randint(5, 12)) for _ in range(100)]
write("g10-leetcode-max-few-big-groups", [shuffled(rng.choice(bases)) for _ in range(M)])
write("g11-leetcode-max-two-letters", [random_word(rng.randint(1, 12), "ab") for _ in range(M)])
words = []
for _ in range(M):
    if words and rng.randrange(2) == 0:
        words.append(shuffled(rng.choice(words)))
    else:
        words.append(random_word(rng.randint(4, 9)))
write("g12-leetcode-max-half-shuffles", words)
words = []
for _ in range(M):
    counts = [rng.choice((0, 1, 2, 10, 11, 12, 20, 21)) for _ in range(3)]
    if sum(counts) == 0:
        counts[0] = 1
    words.append(shuffled("".join(ch * k for ch, k in zip("abc", counts))))
write("g13-leetcode-letters-ten-times-and-more", words)
