"""Large tests for xor-pairs-sum.

Per-bit counts are taken from one long binary string (each number written with 60 digits):
the digits of bit k sit at positions k, k + 60, k + 120, ..., so a strided slice counts them
at C speed."""
import os
import random
import sys

MOD = 1_000_000_007
BITS = 60


def solve(text):
    data = list(map(int, text.split()))
    n, a = data[0], data[1:1 + data[0]]
    digits = "".join(format(x, "060b") for x in a)
    total = 0
    for k in range(BITS):
        ones = digits[BITS - 1 - k::BITS].count("1")
        total += ones * (n - ones) * (1 << k)
    return f"{total % MOD}\n"


def write(out, name, a):
    text = f"{len(a)}\n" + " ".join(map(str, a)) + "\n"
    with open(os.path.join(out, name + ".in"), "w") as f:
        f.write(text)
    with open(os.path.join(out, name + ".ans"), "w") as f:
        f.write(solve(text))


def main(out):
    rng = random.Random(777)
    e = 10 ** 18
    n = 300000
    small = [rng.randint(0, 1000) for _ in range(500)]
    assert solve(f"500\n{' '.join(map(str, small))}\n") == f"{sum(x ^ y for i, x in enumerate(small) for y in small[i + 1:]) % MOD}\n"
    write(out, "g01-medium-random", small)
    write(out, "g02-max-random-huge", [rng.randint(0, e) for _ in range(n)])
    write(out, "g03-max-small-values", [rng.randint(0, 255) for _ in range(n)])
    write(out, "g04-max-top-bits", [e - rng.randint(0, 10 ** 6) if rng.random() < 0.5 else rng.randint(0, 10 ** 6) for _ in range(n)])
    # Every bit 0..58 set in exactly half of 300000 codes: ones * (n - ones) = 2.25 * 10^10 for
    # each bit. Stops the pair count multiplied in 32-bit ints, and the unreduced pair count
    # times 2^k mod p (overflows 64 bits); the all-ones code is the largest below 10^18.
    half = [0, 2 ** 59 - 1] * (n // 2)
    rng.shuffle(half)
    write(out, "g05-max-half-all-ones", half)


if __name__ == "__main__":
    main(sys.argv[1])
