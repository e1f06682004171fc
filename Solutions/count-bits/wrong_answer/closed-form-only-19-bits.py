# WRONG: per-bit closed form that loops over bits 0..18 only (1000000 needs bit 19: 2^19 = 524288 <= 1000000).
import sys


def ones_up_to(x):
    """1-bits in 0..x, counted bit by bit: bit k is set in 2^k of every 2^(k+1) numbers."""
    total = 0
    for k in range(19):
        period = 1 << (k + 1)
        full, rest = divmod(x + 1, period)
        total += full * (1 << k) + max(0, rest - (1 << k))
    return total


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        l, r = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        out.append(str(ones_up_to(r) - (ones_up_to(l - 1) if l > 0 else 0)))
    sys.stdout.write("\n".join(out) + "\n")


main()
