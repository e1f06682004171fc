# Correct but slow: sort by end; best[i] = most slots keepable ending with slot i
# = 1 + max best[j] over earlier slots j that end by slot i's start. O(n^2).
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    n = data[0]
    slots = sorted(zip(data[1::2], data[2::2]), key=lambda slot: slot[1])
    best = [1] * n
    for i in range(n):
        for j in range(i):
            if slots[j][1] <= slots[i][0] and best[j] + 1 > best[i]:
                best[i] = best[j] + 1
    print(n - max(best))


main()
