# n on the first line (0 <= n <= 200000), then n integers of at most 10^9 in absolute value.
import sys
lines = sys.stdin.read().split("\n")
def refuse(reason):
    print(reason, file=sys.stderr)
    sys.exit(43)
if len(lines) < 2 or not lines[0].isdigit():
    refuse("the first line must be n")
n = int(lines[0])
values = lines[1].split()
if not 0 <= n <= 200000 or len(values) != n:
    refuse("n is %d but the second line has %d values" % (n, len(values)))
if any(abs(int(v)) > 10**9 for v in values):
    refuse("a value is out of range")
if any(line.strip() for line in lines[2:]):
    refuse("more than two lines")
sys.exit(42)
