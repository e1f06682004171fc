"""Stepping Stones — greedy BFS: stones reachable in k leaps form a range; the next range ends
at the farthest i + a[i] seen inside the current one. O(n)."""
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    reach = data[1:]
    leaps, current_end, farthest = 0, 0, 0
    for stone in range(n - 1):
        far = stone + int(reach[stone])
        if far > farthest:
            farthest = far
        if stone == current_end:
            if farthest == current_end:
                print(-1)
                return
            leaps += 1
            current_end = farthest
            if current_end >= n - 1:
                break
    print(leaps)


main()
