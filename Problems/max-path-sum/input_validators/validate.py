# Kattis input validator for max-path-sum: reads a test input on stdin, exits 42 if it is valid,
# else 43 with the reason on stderr.
# prep's own constraints by default; with the argument `leetcode` (the LeetCode tier's tests,
# data/secret/test_group.yaml) LeetCode's: n <= 3 * 10^4 and every score within [-1000, 1000].
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
(n,) = ints(lines[0], "line 1 (n)", 1)
within(n, 1, 30000 if LEETCODE else 200000, "n")
line_count(lines, n + 1)
vals = int_rows(lines, 1, n, 3, "viewpoint lines")
all_within(vals[0::3], -1000 if LEETCODE else -10 ** 9, 1000 if LEETCODE else 10 ** 9, "score")
children = vals[1::3] + vals[2::3]
all_within(children, -1, n - 1, "child index")
parent_count = [0] * n
for c in children:
    if c >= 0:
        parent_count[c] += 1
if parent_count[0]:
    fail("viewpoint 0 (the root) is someone's child")
if any(parent_count[i] != 1 for i in range(1, n)):
    fail("some viewpoint other than the root does not have exactly one parent")
seen = [False] * n
seen[0] = True
stack = [0]
count = 1
while stack:
    v = stack.pop()
    for c in (vals[3 * v + 1], vals[3 * v + 2]):
        if c >= 0 and not seen[c]:
            seen[c] = True
            count += 1
            stack.append(c)
if count != n:
    fail("not every viewpoint is reachable from the root")
sys.exit(42)
