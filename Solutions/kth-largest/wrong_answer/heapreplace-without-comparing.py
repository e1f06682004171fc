# WRONG: once the board is full, every new score replaces the top (heapreplace) without first checking that it beats the threshold.
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
        else:
            heapq.heapreplace(board, score)
        if i >= k - 1:
            out.append(board[0])
    sys.stdout.write("\n".join(map(str, out)) + "\n")


main()
