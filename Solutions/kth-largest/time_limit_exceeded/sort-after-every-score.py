# SLOW: after every score, sorts everything seen so far and reads the k-th largest.
# Correct, but O(n^2 log n).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    scores, out = [], []
    for i in range(n):
        scores.append(int(data[2 + i]))
        if i >= k - 1:
            out.append(sorted(scores, reverse=True)[k - 1])
    sys.stdout.write("\n".join(map(str, out)) + "\n")


main()
