# WRONG: inclusive prefix sums answered as pre[r] - pre[l - 1]; when l = 0, pre[-1] is Python's last element, not 0.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    qs = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(q)]
    top = max(r for _, r in qs)
    bits = [0] * (top + 1)
    pre = [0] * (top + 1)  # pre[i] = bits in 0..i
    run = 0
    for i in range(top + 1):
        if i:
            bits[i] = bits[i >> 1] + (i & 1)
        run += bits[i]
        pre[i] = run
    out = [str(pre[r] - pre[l - 1]) for l, r in qs]
    sys.stdout.write("\n".join(out) + "\n")


main()
