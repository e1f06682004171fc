# WRONG: the one-pass "run length kept at both ends of each run" map (a new x joins the
# runs ending at x-1 and starting at x+1), but without skipping values already seen: a
# duplicate inside a run reads the stale lengths around it and joins the run with itself.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    length = {}
    best = 0
    for x in map(int, data[1:1 + n]):
        # BUG: missing "if x in length: continue"
        left = length.get(x - 1, 0)
        right = length.get(x + 1, 0)
        total = left + right + 1
        length[x] = total
        length[x - left] = total
        length[x + right] = total
        best = max(best, total)
    print(best)


main()
