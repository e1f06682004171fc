#!/usr/bin/env python3
"""Writes the large Minimum Window Cover tests into OUTDIR (argv[1]). Deterministic."""
import os
import random
import string
import sys

OUT = sys.argv[1]
# The stretch tier's tests (|s| = 200000, or several shortest windows) go to OUT/stretch; the
# leetcode-* tests at the end keep to LeetCode's constraints (|s|, |t| <= 10^5, a unique answer).
os.makedirs(os.path.join(OUT, "stretch"), exist_ok=True)
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
write("stretch/g01-max-rare-letter-at-end", rand(N - 1, "abcde") + "Z", "aZ")
write("stretch/g02-max-random-short-t", rand(N, LETTERS), "Hello")
# t needs many copies: the window is a large part of s.
write("stretch/g03-max-long-t", rand(N, "ab"), rand(60000, "ab"))
write("stretch/g04-max-impossible", rand(N, "abc"), "abcd")
write("stretch/g05-max-random-11-letters", rand(N, LETTERS), rand(N, LETTERS)[:10] + "x")
write("stretch/g06-max-all-same", "a" * N, "a" * 1000)
write("stretch/g07-medium-random", rand(5000, "abcdef"), rand(12, "abcdef"))
# The only cover is the whole strip (its two ends): stops a best length that starts at |s|
# and takes only strictly shorter windows.
write("stretch/g08-max-whole-strip-only", "Z" + rand(N - 2, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWX") + "Y", "YZ")
# Every letter of t occurs in s, but s has one 'a' too few: the answer is -1. Stops deciding
# "impossible" by letter presence alone. The 50000 b's come first in t, so checking the
# window by walking over t costs 50000 steps per check (the O(|s| * |t|) time limit).
_s = rand(N, "ab")
write("stretch/g09-max-one-copy-short", _s, "b" * 50000 + "a" * (_s.count("a") + 1))
# A long run of one letter and a long t of it: the window is 100000 long and slides over the
# whole strip, every check of it walking over all of t (the O(|s| * |t|) time limit).
write("stretch/g10-max-long-t-one-letter", "a" * N, "a" * 100000)


def shortest_windows(s, t):
    """How many windows of s have the shortest length that covers t (0 if none does)."""
    need = {}
    for c in t:
        need[c] = need.get(c, 0) + 1
    have, missing, left, best = {}, len(t), 0, None
    for right, c in enumerate(s):
        have[c] = have.get(c, 0) + 1
        if have[c] <= need.get(c, 0):
            missing -= 1
        while missing == 0:
            if best is None or right - left + 1 < best:
                best = right - left + 1
            d = s[left]
            have[d] -= 1
            if have[d] < need.get(d, 0):
                missing += 1
            left += 1
    if best is None:
        return 0
    have, missing, count = {}, len(t), 0
    for right, c in enumerate(s):
        have[c] = have.get(c, 0) + 1
        if have[c] <= need.get(c, 0):
            missing -= 1
        if right >= best:
            d = s[right - best]
            have[d] -= 1
            if have[d] < need.get(d, 0):
                missing += 1
        if right >= best - 1 and missing == 0:
            count += 1
    return count


def write_unique(name, make):
    """Draws (s, t) from make until at most one shortest window covers t (LeetCode's promise)."""
    while True:
        s, t = make()
        if shortest_windows(s, t) <= 1:
            write(name, s, t)
            return


# The LeetCode tier at LeetCode's largest size (|s| = 10^5), drawn after the rest.
L = 100000
write("leetcode-max-rare-letter-at-end", rand(L - 1, "abcde") + "Z", "aZ")
write_unique("leetcode-max-random-short-t", lambda: (rand(L, LETTERS), "Hello"))
write_unique("leetcode-max-long-t", lambda: (rand(L, "ab"), rand(30000, "ab")))
write("leetcode-max-impossible", rand(L, "abc"), "abcd")
write_unique("leetcode-max-random-11-letters", lambda: (rand(L, LETTERS), rand(10, LETTERS) + "x"))
write("leetcode-max-one-block", "b" * (L - 1500) + "a" * 1000 + "b" * 500, "a" * 1000)
write_unique("leetcode-medium-random", lambda: (rand(5000, "abcdef"), rand(12, "abcdef")))
# The only cover is the whole strip (best-length-starts-at-len-s).
write("leetcode-max-whole-strip-only", "Z" + rand(L - 2, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWX") + "Y", "YZ")
# One 'a' too few: -1 (impossible-only-when-letter-absent).
_s = rand(L, "ab")
write("leetcode-max-one-copy-short", _s, "b" * 25000 + "a" * (_s.count("a") + 1))
# A long t of one letter covered by one block in the middle (the O(|s| * |t|) check).
write("leetcode-max-long-t-one-letter", "b" * 25000 + "a" * 50000 + "b" * 25000, "a" * 50000)
