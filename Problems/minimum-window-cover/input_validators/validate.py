#!/usr/bin/env python3
"""Input validator for minimum-window-cover: exits 42 if stdin is a valid test input, else 43.

prep's own constraints by default; with the argument `leetcode` (the LeetCode tier's tests,
data/secret/test_group.yaml) LeetCode's: |s|, |t| <= 10^5, and the answer is unique (at most
one shortest window covers t).
"""
import sys

LEETCODE = "leetcode" in sys.argv[1:]


def fail(msg):
    sys.stderr.write(msg + "\n")
    sys.exit(43)


class Reader:
    """Line-exact reader: ASCII, '\\n' line ends (final one required), single spaces."""

    def __init__(self):
        data = sys.stdin.buffer.read()
        try:
            text = data.decode("ascii")
        except UnicodeDecodeError:
            fail("input is not ASCII")
        if "\r" in text:
            fail("carriage return in input")
        if not text.endswith("\n"):
            fail("input does not end with a newline")
        self.lines = text[:-1].split("\n")
        self.i = 0

    def line(self):
        if self.i >= len(self.lines):
            fail("missing line %d" % (self.i + 1))
        s = self.lines[self.i]
        self.i += 1
        return s

    def tokens(self, count=None):
        s = self.line()
        toks = s.split(" ") if s else []
        if "" in toks:
            fail("line %d: extra spaces" % self.i)
        if count is not None and len(toks) != count:
            fail("line %d: expected %d tokens, got %d" % (self.i, count, len(toks)))
        return toks

    def ints(self, count, lo, hi, what="value"):
        toks = self.tokens(count)
        try:
            vals = list(map(int, toks))
        except ValueError:
            vals = None
        if vals is None or list(map(str, vals)) != toks or (
                vals and (min(vals) < lo or max(vals) > hi)):
            # slow path, only to name the offending token
            for t in toks:
                to_int(t, lo, hi, "line %d: %s" % (self.i, what))
        return vals

    def end(self):
        if self.i != len(self.lines):
            fail("extra lines after line %d" % self.i)


def to_int(tok, lo, hi, what="value"):
    try:
        v = int(tok)
    except ValueError:
        fail("%s: %r is not an integer" % (what, tok))
    if str(v) != tok:
        fail("%s: %r is not written as a plain integer" % (what, tok))
    if not lo <= v <= hi:
        fail("%s: %d outside [%d, %d]" % (what, v, lo, hi))
    return v


import re

LETTERS = re.compile(r"[A-Za-z]{1,200000}\Z")


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


def main():
    r = Reader()
    lines = []
    for name in ("s", "t"):
        line = r.line()
        if not LETTERS.match(line):
            fail("%s must be 1..200000 letters a-z/A-Z (length %d)" % (name, len(line)))
        if LEETCODE and len(line) > 100000:
            fail("%s is longer than LeetCode's 10^5 letters (length %d)" % (name, len(line)))
        lines.append(line)
    if LEETCODE and shortest_windows(*lines) > 1:
        fail("several shortest windows cover t (LeetCode promises a unique answer)")
    r.end()


main()
sys.exit(42)
