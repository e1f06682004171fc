# Correct but slow: runs the recurrence from scratch for every query: O(t * n).
import sys

MOD = 1_000_000_007


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    out = []
    for token in data[1:1 + t]:
        n = int(token)
        a, b, c = 0, 0, 1  # ways(i-3), ways(i-2), ways(i-1) starting at i = 1
        for _ in range(n):
            a, b, c = b, c, (a + b + c) % MOD
        out.append(c)
    sys.stdout.write("\n".join(map(str, out)) + "\n")


main()
