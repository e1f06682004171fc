# WRONG: reads "a stone with 0 is a dead end" as a wall: any 0 before the last stone means -1, even when the frog can leap over it.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = [int(x) for x in data[1:1 + n]]
    if 0 in a[:n - 1]:
        print(-1)
        return
    leaps, end, farthest = 0, 0, 0
    for i in range(n - 1):
        farthest = max(farthest, i + a[i])
        if i == end:
            leaps += 1
            end = farthest
            if end >= n - 1:
                break
    print(leaps)


main()
