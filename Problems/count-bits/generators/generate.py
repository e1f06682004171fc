"""Large tests for count-bits."""
import os
import random
import sys


def ones_up_to(x):
    """Total number of 1-bits in 0..x (closed form per bit, independent of the table idea)."""
    if x < 0:
        return 0
    total, k = 0, 0
    while (1 << k) <= x:
        period = 1 << (k + 1)
        full, rest = divmod(x + 1, period)
        total += full * (1 << k) + max(0, rest - (1 << k))
        k += 1
    return total


def solve(text):
    data = list(map(int, text.split()))
    q = data[0]
    return "".join(f"{ones_up_to(data[2 + 2 * i]) - ones_up_to(data[1 + 2 * i] - 1)}\n" for i in range(q))


def write(out, name, questions):
    text = f"{len(questions)}\n" + "".join(f"{l} {r}\n" for l, r in questions)
    with open(os.path.join(out, name + ".in"), "w") as f:
        f.write(text)
    with open(os.path.join(out, name + ".ans"), "w") as f:
        f.write(solve(text))


def rand_q(rng, lo, hi):
    a, b = rng.randint(lo, hi), rng.randint(lo, hi)
    return (min(a, b), max(a, b))


def main(out):
    rng = random.Random(2024)
    m = 10 ** 6
    write(out, "g01-medium-random", [rand_q(rng, 0, 5000) for _ in range(1000)])
    write(out, "g02-max-random", [rand_q(rng, 0, m) for _ in range(100000)])
    write(out, "g03-max-wide-ranges", [(rng.randint(0, 1000), rng.randint(m - 1000, m)) for _ in range(100000)])
    write(out, "g04-max-tiny-ranges", [(x, min(m, x + rng.randint(0, 3))) for x in (rng.randint(0, m) for _ in range(100000))])


if __name__ == "__main__":
    main(sys.argv[1])
