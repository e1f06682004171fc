# WRONG: measures the window right after adding the new id and only then moves left past
# its previous occurrence, so at every repeat a window holding both copies is counted.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    last = {}
    left = best = 0
    for right in range(n):
        v = data[1 + right]
        best = max(best, right - left + 1)   # BUG: measured before the window is fixed
        if v in last and last[v] >= left:
            left = last[v] + 1
        last[v] = right
    print(best)


main()
