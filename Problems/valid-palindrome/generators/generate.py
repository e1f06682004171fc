#!/usr/bin/env python3
"""Writes the large Valid Palindrome tests into OUTDIR (argv[1]). Deterministic."""
import os
import random
import sys

OUT = sys.argv[1]
# The stretch tier's tests (phrases past 2 * 10^5 characters, up to 10^6) go to OUT/stretch; the
# rest keep to LeetCode's constraints (every phrase at most 2 * 10^5 characters), the LeetCode
# tier.
os.makedirs(os.path.join(OUT, "stretch"), exist_ok=True)
rng = random.Random(8008)
ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
OTHER = " !\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"


def solve(phrase):
    kept = [c.lower() for c in phrase if c.isascii() and c.isalnum()]
    return "YES" if kept == kept[::-1] else "NO"


def write(name, phrases):
    with open(os.path.join(OUT, name + ".in"), "w") as f:
        f.write(f"{len(phrases)}\n" + "".join(p + "\n" for p in phrases))
    with open(os.path.join(OUT, name + ".ans"), "w") as f:
        f.write("".join(solve(p) + "\n" for p in phrases))


def decorate(core):
    """Randomise case and sprinkle punctuation/spaces between the characters."""
    out = []
    for c in core:
        if rng.random() < 0.3:
            out.append(rng.choice(OTHER))
        out.append(c.upper() if rng.random() < 0.5 else c)
    return "".join(out).strip(" ") or "."


def palindrome(length, alphabet="abcxyz019"):
    half = [rng.choice(alphabet) for _ in range(length // 2)]
    middle = [rng.choice(alphabet)] if length % 2 else []
    return "".join(half + middle + half[::-1])


def almost(length):
    p = list(palindrome(length))
    i = rng.randrange(len(p))
    p[i] = "q" if p[i] != "q" else "r"
    return "".join(p)


write("stretch/g01-max-one-long-palindrome", [decorate(palindrome(700000))])
write("stretch/g02-max-one-long-almost", [decorate(almost(700000))])
phrases = []
for _ in range(100000):
    length = rng.randint(1, 7)
    phrases.append(decorate(palindrome(length) if rng.random() < 0.5 else almost(length)))
write("g03-max-many-short", phrases)
write("g04-medium-mixed", [decorate(palindrome(n) if n % 2 else almost(n)) for n in range(1, 400)])

# Stops cleaning the phrase in place (string::erase per punctuation mark, O(L^2)): a phrase of
# 10^6 characters, 70% of them punctuation and spaces around a palindrome of 300000 letters
# and digits, asymmetric so the two pointers must skip different runs on each side.
core = palindrome(300000)
heavy = []
for c in core:
    heavy.append("".join(rng.choice(OTHER) for _ in range(rng.choice((0, 1, 2, 3, 4)))))
    heavy.append(c.upper() if rng.random() < 0.5 else c)
heavy = "".join(heavy)
heavy = "".join(heavy + rng.choice(OTHER) * (1000000 - len(heavy)))[:1000000].strip(" ") or "."
write("stretch/g05-max-punctuation-heavy", [heavy])

# The LeetCode tier at its largest: phrases of close to 2 * 10^5 characters, a palindrome, one
# that is a palindrome but for one character, and the punctuation-heavy kind (exactly 2 * 10^5).
LIMIT = 200000
write("g06-leetcode-max-one-long-palindrome", [decorate(palindrome(140000))])
write("g07-leetcode-max-one-long-almost", [decorate(almost(140000))])
core = palindrome(60000)
heavy = []
for c in core:
    heavy.append("".join(rng.choice(OTHER) for _ in range(rng.choice((0, 1, 2, 3, 4)))))
    heavy.append(c.upper() if rng.random() < 0.5 else c)
heavy = "".join(heavy)
heavy = "".join(heavy + rng.choice(OTHER) * (LIMIT - len(heavy)))[:LIMIT].strip(" ") or "."
write("g08-leetcode-max-punctuation-heavy", [heavy])
