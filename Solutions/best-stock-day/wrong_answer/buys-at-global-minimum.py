# WRONG (greedy): always buys at the lowest price of all and sells at the highest price after it; the best trade may buy at a higher, earlier price.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    p = list(map(int, data[1:1 + n]))
    low = p.index(min(p))
    print(max(p[low:]) - p[low])


main()
