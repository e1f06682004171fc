"""Night Market Stalls — best(i) = max(best(i-1), best(i-2) + p[i]); O(n) time, O(1) memory."""
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    two_back = one_back = 0
    for token in data[1:1 + n]:
        two_back, one_back = one_back, max(one_back, two_back + int(token))
    print(one_back)


main()
