"""Signal Interference — per-bit counting: bit k adds 2^k for each of ones * (n - ones) pairs.

To count the ones of every bit quickly in Python, all codes are written as 60-digit binary
strings and joined; the digits of one bit position are then a strided slice of that string."""
import sys

MOD = 1_000_000_007
BITS = 60


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    digits = "".join(format(int(x), "060b") for x in data[1:1 + n])
    total = 0
    for k in range(BITS):
        ones = digits[BITS - 1 - k::BITS].count("1")  # bit k of every code
        total = (total + ones * (n - ones) % MOD * pow(2, k, MOD)) % MOD
    print(total)


main()
