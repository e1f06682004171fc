#!/usr/bin/env python3
"""Input validator for merge-k-sorted: exits 42 if stdin is a valid test input, else 43.

prep's own constraints by default; with the argument `leetcode` (the LeetCode tier's tests,
data/secret/test_group.yaml) LeetCode's: k <= 10^4, lists of at most 500 times, at most 10^4
times in all, each within [-10^4, 10^4].
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
    k = to_int(r.tokens(1)[0], 1, 10**4 if LEETCODE else 200000, "k")
    total = 0
    for p in range(1, k + 1):
        toks = r.tokens()
        if not toks:
            fail("platform %d: empty line (expected m_i first)" % p)
        m = to_int(toks[0], 0, 500 if LEETCODE else 200000, "platform %d: m_i" % p)
        if len(toks) != m + 1:
            fail("platform %d: m_i = %d but %d times follow" % (p, m, len(toks) - 1))
        total += m
        cap = 10**4 if LEETCODE else 200000
        if total > cap:
            fail("more than %d departures in total (after platform %d)" % (cap, p))
        v = 10**4 if LEETCODE else 10**9
        t = ints_of(toks[1:], -v, v, "platform %d: time" % p)
        if any(x > y for x, y in zip(t, t[1:])):
            fail("platform %d: times are not in non-decreasing order" % p)
    r.end()


main()
sys.exit(42)
