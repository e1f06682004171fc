# n on the first line, then n integers. prep's own constraints: 0 <= n <= 200000, values of at
# most 4 * 10^9 in absolute value (past 32 bits). With the argument `leetcode` (the LeetCode tier's tests):
# LeetCode's, 0 <= n <= 5000 and values of at most 5000.
import sys
leetcode = "leetcode" in sys.argv[1:]
most_n, most_value = (5000, 5000) if leetcode else (200000, 4 * 10**9)
lines = sys.stdin.read().split("\n")
def refuse(reason):
    print(reason, file=sys.stderr)
    sys.exit(43)
if len(lines) < 2 or not lines[0].isdigit():
    refuse("the first line must be n")
n = int(lines[0])
values = lines[1].split()
if len(values) != n:
    refuse("n is %d but the second line has %d values" % (n, len(values)))
if not 0 <= n <= most_n:
    refuse("n is %d, over %d" % (n, most_n))
if any(abs(int(v)) > most_value for v in values):
    refuse("a value is over %d in absolute value" % most_value)
if any(line.strip() for line in lines[2:]):
    refuse("more than two lines")
sys.exit(42)
