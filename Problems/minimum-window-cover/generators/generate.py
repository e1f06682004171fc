#!/usr/bin/env python3
"""Writes the large Minimum Window Cover tests into OUTDIR (argv[1]). Deterministic."""
import os
import random
import string
import sys

OUT = sys.argv[1]
rng = random.Random(4711)
N = 200000
LETTERS = string.ascii_letters


def solve(s, t):
    need = {}
    for c in t:
        need[c] = need.get(c, 0) + 1
    missing = len(t)
    left = 0
    best = None
    for right, c in enumerate(s):
        if need.get(c, 0) > 0:
            missing -= 1
        need[c] = need.get(c, 0) - 1
        while missing == 0:
            if best is None or right - left < best[1] - best[0]:
                best = (left, right)
            d = s[left]
            need[d] += 1
            if need[d] > 0:
                missing += 1
            left += 1
    return "-1" if best is None else f"{best[0] + 1} {best[1] + 1}"


def write(name, s, t):
    with open(os.path.join(OUT, name + ".in"), "w") as f:
        f.write(f"{s}\n{t}\n")
    with open(os.path.join(OUT, name + ".ans"), "w") as f:
        f.write(solve(s, t) + "\n")


def rand(n, alphabet):
    return "".join(rng.choice(alphabet) for _ in range(n))


# The rare letter Z appears only at the very end: every window is long.
write("g01-max-rare-letter-at-end", rand(N - 1, "abcde") + "Z", "aZ")
write("g02-max-random-short-t", rand(N, LETTERS), "Hello")
# t needs many copies: the window is a large part of s.
write("g03-max-long-t", rand(N, "ab"), rand(60000, "ab"))
write("g04-max-impossible", rand(N, "abc"), "abcd")
write("g05-max-random-11-letters", rand(N, LETTERS), rand(N, LETTERS)[:10] + "x")
write("g06-max-all-same", "a" * N, "a" * 1000)
write("g07-medium-random", rand(5000, "abcdef"), rand(12, "abcdef"))
# The only cover is the whole strip (its two ends): stops a best length that starts at |s|
# and takes only strictly shorter windows.
write("g08-max-whole-strip-only", "Z" + rand(N - 2, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWX") + "Y", "YZ")
# Every letter of t occurs in s, but s has one 'a' too few: the answer is -1. Stops deciding
# "impossible" by letter presence alone. The 50000 b's come first in t, so checking the
# window by walking over t costs 50000 steps per check (the O(|s| * |t|) time limit).
_s = rand(N, "ab")
write("g09-max-one-copy-short", _s, "b" * 50000 + "a" * (_s.count("a") + 1))
# A long run of one letter and a long t of it: the window is 100000 long and slides over the
# whole strip, every check of it walking over all of t (the O(|s| * |t|) time limit).
write("g10-max-long-t-one-letter", "a" * N, "a" * 100000)
