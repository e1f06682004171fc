# WRONG: moves left only when the id's last position is strictly inside the window
# (last > left); a repeat of the window's FIRST id (last == left) goes unnoticed and the
# window keeps both copies.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    last = {}
    left = best = 0
    for right in range(n):
        v = data[1 + right]
        if v in last and last[v] > left:   # BUG: should be >=
            left = last[v] + 1
        last[v] = right
        best = max(best, right - left + 1)
    print(best)


main()
