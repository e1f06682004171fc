# WRONG: stone-by-stone greedy that finishes only when pos + a[pos] > n - 1 (should be >=): reaching the last stone exactly takes a detour (or gives -1).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = [int(x) for x in data[1:1 + n]]
    pos, leaps, scanned = 0, 0, 1
    while pos < n - 1:
        reach = pos + a[pos]
        if reach > n - 1:
            print(leaps + 1)
            return
        # leap to the stone of the window that reaches farthest (older stones cannot beat reach)
        best, best_reach = -1, reach
        for j in range(scanned, reach + 1):
            if j + a[j] > best_reach:
                best, best_reach = j, j + a[j]
        scanned = max(scanned, reach + 1)
        if best == -1:
            print(-1)
            return
        leaps += 1
        pos = best
    print(leaps)


main()
