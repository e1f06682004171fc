"""Large tests for fibonacci-matrix.

Reference: precompute M^(2^i) for i < 60, then apply the needed powers to the start vector.
Checked against direct iteration for small n."""
import os
import random
import sys

MOD = 1_000_000_007


def mat_mul(p, r):
    return (
        ((p[0] * r[0] + p[1] * r[2]) % MOD, (p[0] * r[1] + p[1] * r[3]) % MOD,
         (p[2] * r[0] + p[3] * r[2]) % MOD, (p[2] * r[1] + p[3] * r[3]) % MOD)
    )


def solve(text):
    data = list(map(int, text.split()))
    a, b, x, y, q = data[:5]
    powers = [(a % MOD, b % MOD, 1, 0)]
    for _ in range(60):
        powers.append(mat_mul(powers[-1], powers[-1]))
    out = []
    for n in data[5:5 + q]:
        hi, lo = y, x  # (f(k+1), f(k)) with k = 0
        i = 0
        while n:
            if n & 1:
                m = powers[i]
                hi, lo = (m[0] * hi + m[1] * lo) % MOD, (m[2] * hi + m[3] * lo) % MOD
            n >>= 1
            i += 1
        out.append(f"{lo}\n")
    return "".join(out)


def direct(a, b, x, y, n):
    lo, hi = x, y
    for _ in range(n):
        lo, hi = hi, (a * hi + b * lo) % MOD
    return lo


def write(out, name, params, ns):
    text = " ".join(map(str, params)) + f"\n{len(ns)}\n" + "".join(f"{n}\n" for n in ns)
    with open(os.path.join(out, name + ".in"), "w") as f:
        f.write(text)
    with open(os.path.join(out, name + ".ans"), "w") as f:
        f.write(solve(text))


def main(out):
    rng = random.Random(1618033)
    e = 10 ** 18
    params = [rng.randrange(MOD) for _ in range(4)]
    small = [rng.randint(0, 300) for _ in range(200)]
    text = " ".join(map(str, params)) + f"\n{len(small)}\n" + "".join(f"{n}\n" for n in small)
    assert solve(text).split() == [str(direct(*params, n)) for n in small]
    write(out, "g01-medium-small-n", params, small)
    write(out, "g02-max-fibonacci", [1, 1, 0, 1], [rng.randint(0, e) for _ in range(10000)])
    write(out, "g03-max-random-recurrence", [rng.randrange(MOD) for _ in range(4)], [rng.randint(0, e) for _ in range(10000)])
    write(out, "g04-max-huge-n", [rng.randrange(MOD) for _ in range(4)], [e - rng.randint(0, 10 ** 6) for _ in range(10000)])


if __name__ == "__main__":
    main(sys.argv[1])
