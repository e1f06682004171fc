# WRONG: no special case for n = 1: the range greedy still takes a first leap (or reports -1 on a 0) though the frog already stands on the last stone.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = data[1:]
    leaps, end, farthest = 0, 0, 0
    for i in range(n):
        farthest = max(farthest, i + int(a[i]))
        if i == end:
            if farthest == end:
                print(-1)
                return
            leaps += 1
            end = farthest
            if end >= n - 1:
                break
    print(leaps)


main()
