"""Counting Lit Bits — popcount table by DP (bits[i] = bits[i >> 1] + (i & 1)), then prefix sums.

Each question l r is prefix[r + 1] - prefix[l]. O(max r + q) time and memory.
"""
import sys


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    lows = [int(x) for x in data[1:1 + 2 * q:2]]
    highs = [int(x) for x in data[2:2 + 2 * q:2]]
    top = max(highs)

    bits = [0] * (top + 1)
    prefix = [0] * (top + 2)  # prefix[i] = total bits of 0 .. i-1
    for i in range(1, top + 1):
        bits[i] = bits[i >> 1] + (i & 1)
        prefix[i + 1] = prefix[i] + bits[i]

    out = [prefix[high + 1] - prefix[low] for low, high in zip(lows, highs)]
    sys.stdout.write("\n".join(map(str, out)) + "\n")


main()
