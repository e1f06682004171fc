#!/usr/bin/env python3
"""Kattis input validator for lru-cache: exits 42 if stdin is a valid input, else 43 with the reason on stderr.

prep's own constraints by default; with the argument `leetcode` (the LeetCode tier's tests,
data/secret/test_group.yaml) LeetCode's: c <= 3000, keys within [0, 10^4], values within
[0, 10^5] (at most 2 * 10^5 operations either way).
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
c, q = r.ints(2, None, None, "c q")
check(1 <= c <= (3000 if LEETCODE else 100000), "c out of range")
check(1 <= q <= 200000, "q out of range")
check(len(r.lines) - r.i >= q, "fewer than q operations")
ops = r.lines[r.i:r.i + q]
r.i += q
num = r"(?:0|[1-9][0-9]*)"
gets = 0
for j, s in enumerate(ops):
    t = s.split(" ")
    if t[0] == "get" and len(t) == 2:
        gets += 1
    elif not (t[0] == "put" and len(t) == 3):
        fail("operation %d is not 'get k' or 'put k v': %r" % (j + 1, s[:60]))
    for x in t[1:]:
        check(re.fullmatch(num, x) is not None, "operation %d: bad integer %r" % (j + 1, x[:30]))
    if LEETCODE:
        check(0 <= int(t[1]) <= 10**4, "operation %d: key outside LeetCode's 0..10^4" % (j + 1))
    else:
        check(0 <= int(t[1]) <= 10**9, "operation %d: key out of range" % (j + 1))
    if len(t) == 3:
        check(0 <= int(t[2]) <= (10**5 if LEETCODE else 10**9), "operation %d: value out of range" % (j + 1))
check(gets >= 1, "no get operation")
r.end()
