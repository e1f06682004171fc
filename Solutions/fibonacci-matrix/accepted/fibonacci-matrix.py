"""Rabbit Colony Forecast — (f(n+1), f(n)) = M^n (y, x) with M = [[a, b], [1, 0]].

The powers M^(2^i) are computed once; each question then multiplies the start vector by the
powers that correspond to the set bits of n: O(log n) per question."""
import sys

MOD = 1_000_000_007


def mat_mul(m, r):
    return ((m[0] * r[0] + m[1] * r[2]) % MOD, (m[0] * r[1] + m[1] * r[3]) % MOD,
            (m[2] * r[0] + m[3] * r[2]) % MOD, (m[2] * r[1] + m[3] * r[3]) % MOD)


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    a, b, x, y, q = data[:5]
    powers = [(a, b, 1, 0)]  # powers[i] = M^(2^i)
    for _ in range(60):
        powers.append(mat_mul(powers[-1], powers[-1]))
    out = []
    for n in data[5:5 + q]:
        hi, lo = y, x  # (f(k+1), f(k)), starting at k = 0
        i = 0
        while n:
            if n & 1:
                m = powers[i]
                hi, lo = (m[0] * hi + m[1] * lo) % MOD, (m[2] * hi + m[3] * lo) % MOD
            n >>= 1
            i += 1
        out.append(str(lo))
    sys.stdout.write("\n".join(out) + "\n")


main()
