# Kattis input validator for longest-common-subsequence: reads a test input on stdin, exits 42 if it is valid,
# else 43 with the reason on stderr.
# prep's own constraints by default; with the argument `leetcode` (the LeetCode tier's tests,
# data/secret/test_group.yaml) LeetCode's: both strings at most 1000 letters.
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


def int_rows(lines, start, count, per_line, what):
    """Lines start .. start+count-1, each exactly per_line integers: a flat list (fast path)."""
    rows = lines[start:start + count]
    for i, row in enumerate(rows):
        if row.count(" ") != per_line - 1:
            fail("%s: line %d should hold %d integers" % (what, start + i + 1, per_line))
    toks = " ".join(rows).split(" ") if rows else []
    match = _INT.match
    if not all(map(match, toks)):
        bad = next(t for t in toks if not match(t))
        fail("%s: bad integer token %r" % (what, bad[:30]))
    return list(map(int, toks))


lines = read_lines()
line_count(lines, 2)
for i, s in enumerate(lines):
    top = 1000 if LEETCODE else 5000
    if not 1 <= len(s) <= top:
        fail("line %d: length %d outside [1, %d]" % (i + 1, len(s), top))
    if not (s.isalpha() and s.islower()):
        fail("line %d: a character other than a-z" % (i + 1))
sys.exit(42)
