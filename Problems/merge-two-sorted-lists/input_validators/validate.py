#!/usr/bin/env python3
"""Input validator for merge-two-sorted-lists: exits 42 if stdin is a valid test input, else 43.

prep's own constraints by default; with the argument `leetcode` (the LeetCode tier's tests,
data/secret/test_group.yaml) LeetCode's: each list at most 50 long, values within [-100, 100].
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


def lane(r, name):
    toks = r.tokens()
    if not toks:
        fail("line %d: empty, expected the number of sales" % r.i)
    n = to_int(toks[0], 0, 50 if LEETCODE else 200000, name + " count")
    if len(toks) != n + 1:
        fail("line %d: expected %d timestamps, got %d" % (r.i, n, len(toks) - 1))
    prev = None
    for t in toks[1:]:
        v = to_int(t, -100, 100, "timestamp") if LEETCODE else to_int(t, -10**9, 10**9, "timestamp")
        if prev is not None and v < prev:
            fail("line %d: timestamps not in non-decreasing order" % r.i)
        prev = v


def main():
    r = Reader()
    lane(r, "first lane")
    lane(r, "second lane")
    r.end()


main()
sys.exit(42)
