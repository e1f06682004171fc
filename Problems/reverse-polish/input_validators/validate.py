#!/usr/bin/env python3
"""Kattis input validator for reverse-polish: exits 42 if stdin is a valid input, else 43 with the reason on stderr.

prep's own constraints by default; with the argument `leetcode` (the LeetCode tier's tests,
data/secret/test_group.yaml) LeetCode's too, for every expression: at most 10^4 tokens, integers
in [-200, 200], and every intermediate value (and the result) within 32 bits.
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


LIM = 10**18
LINE = re.compile(r"(?:0|-?[1-9][0-9]*)(?: (?:0|-?[1-9][0-9]*|[-+*/]))*")
OPS = {"+": 0, "-": 1, "*": 2, "/": 3}
r = Reader()
t = r.ints(1, 1, None, "t")[0]
check(len(r.lines) - r.i >= t, "fewer than t expressions")
total = 0
for e in range(1, t + 1):
    line = r.line("expression")
    check(LINE.fullmatch(line) is not None, "expression %d: bad format %r" % (e, line[:60]))
    toks = line.split(" ")
    k = int(toks[0])
    check(k >= 1, "expression %d: k must be at least 1" % e)
    check(len(toks) == k + 1, "expression %d: expected %d tokens after k, got %d" % (e, k, len(toks) - 1))
    total += k
    check(not LEETCODE or k <= 10000, "expression %d: %d tokens, past LeetCode's 10^4" % (e, k))
    check(total <= 1000000, "more than 10^6 tokens in total")
    stack = []
    push = stack.append
    pop = stack.pop
    for x in toks[1:]:
        o = OPS.get(x)
        if o is None:
            v = int(x)
            if v > 1000000000 or v < -1000000000:
                fail("expression %d: integer %d beyond 10^9" % (e, v))
            if LEETCODE and (v > 200 or v < -200):
                fail("expression %d: integer %d outside LeetCode's [-200, 200]" % (e, v))
        else:
            if len(stack) < 2:
                fail("expression %d: operator %s without two operands" % (e, x))
            b = pop()
            a = pop()
            if o == 0:
                v = a + b
            elif o == 1:
                v = a - b
            elif o == 2:
                v = a * b
            else:
                if b == 0:
                    fail("expression %d: division by zero" % e)
                v = abs(a) // abs(b)
                if (a < 0) != (b < 0):
                    v = -v
            if v > LIM or v < -LIM:
                fail("expression %d: intermediate value %d beyond 10^18" % (e, v))
            if LEETCODE and (v > 2**31 - 1 or v < -2**31):
                fail("expression %d: intermediate value %d past 32 bits (LeetCode's bound)" % (e, v))
        push(v)
    check(len(stack) == 1, "expression %d leaves %d values, not exactly one" % (e, len(stack)))
r.end()
