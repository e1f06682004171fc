# Kattis input validator for jump-game-min: reads a test input on stdin, exits 42 if it is valid,
# else 43 with the reason on stderr.
# prep's own constraints by default; with the argument `leetcode` (the LeetCode tier's tests,
# data/secret/test_group.yaml) LeetCode's: n <= 10^4, a[i] <= 1000, and the last stone can be reached.
import re
import sys

LEETCODE = "leetcode" in sys.argv[1:]


def fail(msg):
    sys.stderr.write(msg + "\n")
    sys.exit(43)


_INT = re.compile(r"(0|-?[1-9][0-9]*)\Z")


def read_lines():
    """The input's lines: ASCII, '\n' line ends, the last line's newline optional."""
    raw = sys.stdin.buffer.read()
    try:
        text = raw.decode("ascii")
    except UnicodeDecodeError:
        fail("input is not ASCII")
    if "\r" in text:
        fail("carriage return in input")
    if text.endswith("\n"):
        text = text[:-1]
    return text.split("\n")


def ints(line, what, count=None):
    """The integers of one line, single-space separated, written without '+' or leading zeros."""
    toks = line.split(" ")
    if count is not None and len(toks) != count:
        fail("%s: expected %d integers, got %d tokens" % (what, count, len(toks)))
    match = _INT.match
    for t in toks:
        if not match(t):
            fail("%s: bad integer token %r" % (what, t[:30]))
    return [int(t) for t in toks]


def within(v, lo, hi, what):
    if not lo <= v <= hi:
        fail("%s = %d is outside [%d, %d]" % (what, v, lo, hi))


def all_within(vs, lo, hi, what):
    if vs and (min(vs) < lo or max(vs) > hi):
        fail("%s: a value is outside [%d, %d]" % (what, lo, hi))


def line_count(lines, n):
    if len(lines) != n:
        fail("expected %d lines, got %d" % (n, len(lines)))


lines = read_lines()
line_count(lines, 2)
(n,) = ints(lines[0], "line 1 (n)", 1)
within(n, 1, 10**4 if LEETCODE else 500000, "n")
a = ints(lines[1], "line 2 (a)", n)
all_within(a, 0, 1000 if LEETCODE else 1000000000, "a")
if LEETCODE:
    farthest = 0
    for i in range(n - 1):
        if i > farthest:
            break
        farthest = max(farthest, i + a[i])
    if farthest < n - 1:
        fail("the last stone cannot be reached (LeetCode promises it can)")
sys.exit(42)
