#!/usr/bin/env python3
"""Kattis input validator for network-delay: exits 42 if stdin is a valid input, else 43 with the reason on stderr.

prep's own constraints by default; with the argument `leetcode` (the LeetCode tier's tests,
data/secret/test_group.yaml) LeetCode's: n <= 100, 1 <= m <= 6000, delays within [0, 100], no
link from a server to itself and no two links from the same u to the same v.
"""
import re
import sys

LEETCODE = "leetcode" in sys.argv[1:]

INT = re.compile(r"(?:0|-?[1-9][0-9]*)(?: (?:0|-?[1-9][0-9]*))*")


def fail(msg):
    sys.stderr.write(msg + "\n")
    sys.exit(43)


def read_lines():
    data = sys.stdin.buffer.read()
    try:
        text = data.decode("ascii")
    except UnicodeDecodeError:
        fail("input is not ASCII")
    if not text.endswith("\n"):
        fail("input does not end with a newline")
    if "\r" in text:
        fail("carriage return in input")
    return text[:-1].split("\n")


class Reader:
    def __init__(self):
        self.lines = read_lines()
        self.i = 0

    def line(self, what="line"):
        if self.i >= len(self.lines):
            fail("missing " + what)
        s = self.lines[self.i]
        self.i += 1
        return s

    def ints(self, count=None, lo=None, hi=None, what="integers"):
        s = self.line(what)
        if not INT.fullmatch(s):
            fail("line %d (%s) is not single-space-separated integers: %r" % (self.i, what, s[:60]))
        vals = list(map(int, s.split(" ")))
        if count is not None and len(vals) != count:
            fail("line %d (%s): expected %d integers, got %d" % (self.i, what, count, len(vals)))
        if lo is not None and min(vals) < lo:
            fail("line %d (%s): value %d below %d" % (self.i, what, min(vals), lo))
        if hi is not None and max(vals) > hi:
            fail("line %d (%s): value %d above %d" % (self.i, what, max(vals), hi))
        return vals

    def block(self, count, per_line, what="lines"):
        """The next count lines, each exactly per_line integers; returns them flattened."""
        if self.i + count > len(self.lines):
            fail("expected %d %s, found only %d lines" % (count, what, len(self.lines) - self.i))
        chunk = self.lines[self.i:self.i + count]
        self.i += count
        if count == 0:
            return []
        text = "\n".join(chunk) + "\n"
        one = r"(?:0|-?[1-9][0-9]*)"
        if not re.fullmatch(r"(?:%s(?: %s){%d}\n)*" % (one, one, per_line - 1), text):
            for j, s in enumerate(chunk):
                if not re.fullmatch(r"%s(?: %s){%d}" % (one, one, per_line - 1), s):
                    fail("line %d (%s): expected %d single-space-separated integers: %r"
                         % (self.i - count + j + 1, what, per_line, s[:60]))
        return list(map(int, text.split()))

    def end(self):
        if self.i != len(self.lines):
            fail("extra lines after line %d" % self.i)
        sys.exit(42)


def check(cond, msg):
    if not cond:
        fail(msg)


r = Reader()
n, m, s = r.ints(3, None, None, "n m s")
check(1 <= n <= 100000, "n out of range")
check(0 <= m <= 200000, "m out of range")
check(1 <= s <= n, "s out of range")
e = r.block(m, 3, "links")
if m:
    ends = e[0::3] + e[1::3]
    check(min(ends) >= 1 and max(ends) <= n, "a link endpoint is outside 1..n")
    ws = e[2::3]
    if LEETCODE:
        check(min(ws) >= 0 and max(ws) <= 100, "a delay is outside 0..100 (LeetCode)")
    else:
        check(min(ws) >= 0 and max(ws) <= 10**9, "a delay is outside 0..10^9")
if LEETCODE:
    check(n <= 100, "n above LeetCode's 100")
    check(1 <= m <= 6000, "m outside LeetCode's 1..6000")
    pairs = list(zip(e[0::3], e[1::3]))
    check(all(u != v for u, v in pairs), "a link loops from a server to itself (LeetCode has none)")
    check(len(set(pairs)) == m, "two links join the same u to the same v (LeetCode has none)")
r.end()
