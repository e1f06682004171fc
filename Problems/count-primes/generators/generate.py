"""Large tests for count-primes."""
import bisect
import os
import random
import sys


def count_table(queries):
    """Answers by sorting the queries and counting sieve bytes between consecutive ones."""
    top = max(queries)
    sieve = bytearray([1]) * (top + 1)
    sieve[0] = 0
    if top >= 1:
        sieve[1] = 0
    p = 2
    while p * p <= top:
        if sieve[p]:
            sieve[p * p::p] = bytes(len(range(p * p, top + 1, p)))
        p += 1
    answer = {}
    done, count = 0, 0  # count = primes in [0, done)
    for n in sorted(set(queries)):
        count += sieve.count(1, done, n + 1)
        done = n + 1
        answer[n] = count
    return answer


def solve(text):
    data = list(map(int, text.split()))
    queries = data[1:1 + data[0]]
    answer = count_table(queries)
    return "".join(f"{answer[n]}\n" for n in queries)


def write(out, name, queries):
    text = f"{len(queries)}\n" + "".join(f"{n}\n" for n in queries)
    with open(os.path.join(out, name + ".in"), "w") as f:
        f.write(text)
    with open(os.path.join(out, name + ".ans"), "w") as f:
        f.write(solve(text))


def main(out):
    # Tests past LeetCode's constraints (n up to 10^7) go to out/stretch, the stretch tier; the
    # rest are the LeetCode tier (function mode asks countPrimes(n + 1) <= 5 * 10^6).
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    rng = random.Random(97)
    top = 10 ** 7
    small = [rng.randint(0, 3000) for _ in range(500)]
    # cross-check the sieve on small values with trial division
    def is_prime(x):
        return x >= 2 and all(x % d for d in range(2, int(x ** 0.5) + 1))
    assert solve(f"{len(small)}\n" + "".join(f"{n}\n" for n in small)) == "".join(f"{sum(map(is_prime, range(n + 1)))}\n" for n in small)
    write(out, "g01-medium-random", small)
    write(out, "stretch/g02-max-random", [rng.randint(0, top) for _ in range(100000)])
    write(out, "stretch/g03-max-single-large", [top])
    write(out, "stretch/g04-max-near-top", [top - rng.randint(0, 10 ** 5) for _ in range(100000)])
    # The LeetCode tier at its largest: n + 1 = 5 * 10^6, its own generator.
    lc = random.Random(204)
    lc_top = 5 * 10 ** 6 - 1
    write(out, "g05-leetcode-max-random", [lc.randint(0, lc_top) for _ in range(100000)])
    write(out, "g06-leetcode-max-single-large", [lc_top])
    write(out, "g07-leetcode-max-near-top", [lc_top - lc.randint(0, 10 ** 5) for _ in range(100000)])


if __name__ == "__main__":
    main(sys.argv[1])
