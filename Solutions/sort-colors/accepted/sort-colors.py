# Sort Colors — counting sort over the three codes. O(n).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    codes = data[1:1 + n]
    counts = [codes.count(b"0"), codes.count(b"1"), codes.count(b"2")]
    sys.stdout.write(" ".join(["0"] * counts[0] + ["1"] * counts[1] + ["2"] * counts[2]) + "\n")


main()
