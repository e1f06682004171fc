# WRONG: sorts the questions to sweep them in one pass, then prints the answers in sorted order, not input order.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    qs = sorted((int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(q))
    top = max(r for _, r in qs)
    bits = [0] * (top + 1)
    pre = [0] * (top + 2)  # pre[i] = bits in 0..i-1
    for i in range(top + 1):
        if i:
            bits[i] = bits[i >> 1] + (i & 1)
        pre[i + 1] = pre[i] + bits[i]
    sys.stdout.write("".join(f"{pre[r + 1] - pre[l]}\n" for l, r in qs))


main()
