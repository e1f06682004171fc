# WRONG: splits on the highest set bit of x ^ y via bit_length(); when x ^ y is negative
# (one lonely number negative, the other not) Python's bit_length() measures |x ^ y|, whose
# top bit need not separate x from y.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    nums = [int(t) for t in data[1:1 + n]]
    both = 0
    for x in nums:
        both ^= x
    mask = 1 << (both.bit_length() - 1)
    first = 0
    for x in nums:
        if x & mask:
            first ^= x
    second = both ^ first
    print(min(first, second), max(first, second))


main()
