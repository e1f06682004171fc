# Correct but slow: multiplies by a, b times. O(b) per exercise, and b can be 10^18.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        a, b, m = int(data[1 + 3 * i]), int(data[2 + 3 * i]), int(data[3 + 3 * i])
        result = 1 % m
        for _ in range(b):
            result = result * a % m
        out.append(str(result))
    sys.stdout.write("\n".join(out) + "\n")


main()
