# WRONG: fills the board with k copies of -10^9 as "empty" seats, but scores go down to -10^18: a lower score never gets a seat.
import heapq
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    board = [-10 ** 9] * k
    out = []
    for i in range(n):
        score = int(data[2 + i])
        if score > board[0]:
            heapq.heapreplace(board, score)
        if i >= k - 1:
            out.append(board[0])
    sys.stdout.write("\n".join(map(str, out)) + "\n")


main()
