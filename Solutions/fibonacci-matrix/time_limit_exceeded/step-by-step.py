# Correct but slow: applies the recurrence n times. O(n) per question, hopeless for 10^18.
import sys

MOD = 1_000_000_007


def main():
    data = sys.stdin.buffer.read().split()
    a, b, x, y, q = (int(t) for t in data[:5])
    out = []
    for token in data[5:5 + q]:
        n = int(token)
        lo, hi = x, y
        for _ in range(n):
            lo, hi = hi, (a * hi + b * lo) % MOD
        out.append(lo)
    sys.stdout.write("\n".join(map(str, out)) + "\n")


main()
