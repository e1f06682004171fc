"""Large tests for mod-power (answers with Python's built-in three-argument pow)."""
import os
import random
import sys


def solve(text):
    data = list(map(int, text.split()))
    q = data[0]
    return "".join(f"{pow(data[1 + 3 * i], data[2 + 3 * i], data[3 + 3 * i])}\n" for i in range(q))


def write(out, name, rows):
    text = f"{len(rows)}\n" + "".join(f"{a} {b} {m}\n" for a, b, m in rows)
    with open(os.path.join(out, name + ".in"), "w") as f:
        f.write(text)
    with open(os.path.join(out, name + ".ans"), "w") as f:
        f.write(solve(text))


def main(out):
    rng = random.Random(1000000007)
    e = 10 ** 18
    write(out, "g01-medium-small-exponents", [(rng.randint(0, 1000), rng.randint(0, 50), rng.randint(1, 10 ** 6)) for _ in range(1000)])
    write(out, "g02-max-random", [(rng.randint(0, e), rng.randint(0, e), rng.randint(1, e)) for _ in range(50000)])
    write(out, "g03-max-large-moduli", [(rng.randint(0, e), rng.randint(e // 2, e), rng.randint(e - 10 ** 6, e)) for _ in range(50000)])
    write(out, "g04-max-32-bit-moduli", [(rng.randint(0, e), rng.randint(0, e), rng.randint(1, 2 ** 32)) for _ in range(50000)])

    # Every row an edge: b = 0 with m = 1 (the empty product is 1 % m, stops a result that
    # starts at 1), a = 0 with b = 0 (0^0 = 1, stops "0 to any power is 0"), a a multiple of
    # a prime m or m composite (stops reducing b modulo m - 1), b past 2^31 (stops a 32-bit
    # exponent).
    primes = [2, 3, 7, 1000000007, 998244353, 999999999999999989]
    rows = []
    for i in range(20000):
        kind = i % 5
        if kind == 0:
            rows.append((rng.choice([0, 1, rng.randint(0, e)]), 0, 1))
        elif kind == 1:
            rows.append((0, rng.choice([0, 0, 1, rng.randint(0, e)]), rng.randint(1, e)))
        elif kind == 2:
            p = rng.choice(primes)
            rows.append((p * rng.randint(1, e // p), (p - 1) * rng.randint(1, e // p), p))
        elif kind == 3:
            rows.append((rng.randint(2, e), rng.randint(2, e), rng.randint(2, 10 ** 6) * rng.randint(2, 10 ** 6)))
        else:
            rows.append((rng.randint(2, e), rng.randint(2 ** 31, 2 ** 40), rng.randint(2, e)))
    write(out, "g05-edge-mix", rows)


if __name__ == "__main__":
    main(sys.argv[1])
