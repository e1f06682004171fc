# WRONG: checks reachability only once at the end, so stones beyond a wall (never reached) still extend the farthest reach.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = data[1:]
    leaps, end, farthest = 0, 0, 0
    for i in range(n - 1):
        farthest = max(farthest, i + int(a[i]))
        if i == end:
            leaps += 1
            end = farthest
    print(leaps if farthest >= n - 1 else -1)


main()
