# Podium Threshold: a min-heap of the k largest scores; its top is the k-th largest.
import heapq
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    board, out = [], []
    for i in range(n):
        score = int(data[2 + i])
        if len(board) < k:
            heapq.heappush(board, score)
        elif score > board[0]:
            heapq.heapreplace(board, score)
        if i >= k - 1:
            out.append(board[0])
    sys.stdout.write("\n".join(map(str, out)) + "\n")


main()
