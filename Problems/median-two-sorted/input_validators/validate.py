#!/usr/bin/env python3
"""Input validator for median-two-sorted: exits 42 if stdin is a valid test input, else 43.

prep's own constraints by default; with the argument `leetcode` (the LeetCode tier's tests,
data/secret/test_group.yaml) LeetCode's: both arrays at most 1000 long (so every query's two
prefixes are too) and values within [-10^6, 10^6].
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


def ints_of(toks, lo, hi, what="value"):
    """The integers of tokens already read, each written plainly and within [lo, hi]."""
    try:
        vals = list(map(int, toks))
    except ValueError:
        vals = None
    if vals is None or list(map(str, vals)) != toks or (
            vals and (min(vals) < lo or max(vals) > hi)):
        for t in toks:
            to_int(t, lo, hi, what)
    return vals


def main():
    r = Reader()
    n, m, q = r.tokens(3)
    size = 1000 if LEETCODE else 200000
    value = 10**6 if LEETCODE else 2 * 10**9
    n = to_int(n, 0, size, "n")
    m = to_int(m, 0, size, "m")
    q = to_int(q, 1, 100000, "q")
    arrays = (("A", r.ints(n, -value, value, "A[x]")),
              ("B", r.ints(m, -value, value, "B[y]")))
    for name, a in arrays:
        if any(x > y for x, y in zip(a, a[1:])):
            x = next(x for x in range(1, len(a)) if a[x - 1] > a[x])
            fail("%s is not sorted: %s[%d] = %d > %s[%d] = %d" % (name, name, x, a[x - 1], name, x + 1, a[x]))
    for t in range(1, q + 1):
        i, j = r.tokens(2)
        i = to_int(i, 0, n, "query %d: i" % t)
        j = to_int(j, 0, m, "query %d: j" % t)
        if i + j < 1:
            fail("query %d: i + j = 0 (an empty truck has no median)" % t)
    r.end()


main()
sys.exit(42)
