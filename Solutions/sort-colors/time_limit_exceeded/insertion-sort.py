# Correct but O(n^2): insertion sort.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    codes = [int(x) for x in data[1:1 + n]]
    for i in range(1, n):
        j = i
        while j > 0 and codes[j - 1] > codes[j]:
            codes[j - 1], codes[j] = codes[j], codes[j - 1]
            j -= 1
    sys.stdout.write(" ".join(map(str, codes)) + "\n")


main()
