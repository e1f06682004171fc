# WRONG: special-cases k = 1 as a running maximum that starts at 0, so a stream of negative scores shows 0.
import heapq
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    out = []
    if k == 1:
        best = 0
        for i in range(n):
            best = max(best, int(data[2 + i]))
            out.append(best)
    else:
        board = []
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
