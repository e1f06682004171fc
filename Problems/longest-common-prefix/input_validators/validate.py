#!/usr/bin/env python3
"""Kattis input validator for longest-common-prefix: exits 42 if stdin is a valid input, else 43 with the reason on stderr.

prep's own constraints by default; with the argument `leetcode` (the LeetCode tier's tests,
data/secret/test_group.yaml) LeetCode's: n <= 200 words of at most 200 letters each.
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
n = r.ints(1, 1, 100000, "n")[0]
check(len(r.lines) - r.i >= n, "fewer than n words")
words = r.lines[r.i:r.i + n]
r.i += n
text = "\n".join(words) + "\n"
if not re.fullmatch(r"(?:[a-z]+\n)*", text):
    for j, w in enumerate(words):
        check(re.fullmatch(r"[a-z]+", w) is not None,
              "word %d must be one or more letters a-z: %r" % (j + 1, w[:60]))
check(len(text) - n <= 1000000, "total length of words exceeds 10^6")
if LEETCODE:
    check(n <= 200, "n above LeetCode's 200")
    check(max(len(w) for w in words) <= 200, "a word longer than LeetCode's 200 letters")
r.end()
