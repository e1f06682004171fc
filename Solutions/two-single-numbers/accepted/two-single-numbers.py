# Two Unpaired Tickets — XOR everything to get x ^ y, split by its lowest set bit, XOR one
# group to get x. O(n) time, O(1) extra memory besides the input.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    numbers = list(map(int, data[1:1 + n]))
    both = 0
    for number in numbers:
        both ^= number
    split_bit = both & -both  # lowest set bit; Python's ints behave as two's complement here
    first = 0
    for number in numbers:
        if number & split_bit:
            first ^= number
    second = both ^ first
    print(min(first, second), max(first, second))


main()
