# Correct but slow: for each question, add up the popcount of every number in the range.
# O(q * (r - l)).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        low, high = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        out.append(sum(bin(x).count("1") for x in range(low, high + 1)))
    sys.stdout.write("\n".join(map(str, out)) + "\n")


main()
