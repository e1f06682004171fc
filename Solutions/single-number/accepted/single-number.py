"""The Odd Sock — XOR all codes: pairs cancel (x ^ x == 0), the lonely code remains."""
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    lonely = 0
    for token in data[1:1 + n]:
        lonely ^= int(token)
    print(lonely)


main()
