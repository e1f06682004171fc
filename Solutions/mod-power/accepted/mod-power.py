"""Modular Power — Python integers never overflow, and the built-in three-argument pow does
exponentiation by squaring: O(log b) multiplications per exercise."""
import sys


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        a, b, m = int(data[1 + 3 * i]), int(data[2 + 3 * i]), int(data[3 + 3 * i])
        out.append(str(pow(a, b, m)))
    sys.stdout.write("\n".join(out) + "\n")


main()
