# Correct but slow: for each question, C(n, k) = prod (n - i) / (i + 1) over i < k, computed
# as a product of numerators times the inverse of the product of denominators. O(k) each.
import sys

P = 1_000_000_007


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for j in range(q):
        n, k = int(data[1 + 2 * j]), int(data[2 + 2 * j])
        if k > n:
            out.append(0)
            continue
        num, den = 1, 1
        for i in range(min(k, n - k)):
            num = num * (n - i) % P
            den = den * (i + 1) % P
        out.append(num * pow(den, P - 2, P) % P)
    sys.stdout.write("\n".join(map(str, out)) + "\n")


main()
