#!/usr/bin/env python3
"""Writes the large Best Day to Buy and Sell tests into OUTDIR (argv[1]). Deterministic."""
import os
import random
import sys

OUT = sys.argv[1]
# Tests past LeetCode's constraints (n up to 200000, prices up to 10^9) go to OUT/stretch, the
# stretch tier; the rest are the LeetCode tier (n <= 10^5, prices <= 10^4).
os.makedirs(os.path.join(OUT, "stretch"), exist_ok=True)
rng = random.Random(2718)
N = 200000


def solve(p):
    cheapest, best = p[0], 0
    for price in p:
        best = max(best, price - cheapest)
        cheapest = min(cheapest, price)
    return best


def write(name, p):
    with open(os.path.join(OUT, name + ".in"), "w") as f:
        f.write(f"{len(p)}\n{' '.join(map(str, p))}\n")
    with open(os.path.join(OUT, name + ".ans"), "w") as f:
        f.write(f"{solve(p)}\n")


write("stretch/g01-max-random", [rng.randint(1, 10**9) for _ in range(N)])
write("stretch/g02-max-falling", [10**9 - i * 4000 for i in range(N)])
# A random walk: the best trade spans a long stretch.
p, price = [], 5 * 10**8
for _ in range(N):
    price = min(10**9, max(1, price + rng.randint(-3000, 3000)))
    p.append(price)
write("stretch/g03-max-random-walk", p)
# The global maximum comes before the global minimum.
write("stretch/g04-max-peak-then-crash", [10**9 - abs(i - 1000) for i in range(N // 2)] + [rng.randint(1, 500000) for _ in range(N // 2)])
write("g05-medium-random", [rng.randint(1, 100) for _ in range(2000)])
# Prices fall every day and the last day is the highest of all: the best sale is on the last
# day (stops never-sells-last-day), and every day is a new minimum (stops scanning the rest
# of the days from each new minimum, O(n^2) here).
write("stretch/g06-max-falling-then-peak-on-last-day", [10**9 - 1 - i * 4000 for i in range(N - 1)] + [10**9])
# The first day is the cheapest of all and the best purchase (stops never-buys-first-day).
write("stretch/g07-large-buy-on-first-day", [1] + [rng.randint(2, 10**9) for _ in range(N // 2 - 1)])
# The highest price comes on day 2, right after an almost-as-high day 1; the best trade lies
# after it (stops sells-at-global-maximum).
p, price = [999999999, 10**9], 4 * 10**8
for _ in range(N // 2 - 3):
    price = min(9 * 10**8, max(2, price + rng.randint(-3000, 3000)))
    p.append(price)
p.append(1)
write("stretch/g08-large-peak-first-then-best-trade", p)
# The lowest price is the last day but one, followed by a tiny rise: the best trade buys
# earlier at a higher price (stops buys-at-global-minimum).
p = [rng.randint(3, 10**9) for _ in range(N // 2 - 2)] + [1, 2]
write("stretch/g09-large-minimum-near-end", p)

# The LeetCode tier at its largest (n = 10^5, prices up to 10^4), from a new generator so the
# tests above keep their random sequence.
rng = random.Random(121)
M, TOP = 10**5, 10**4
write("g10-leetcode-max-random", [rng.randint(1, TOP) for _ in range(M)])
write("g11-leetcode-max-falling", [TOP - i // 10 for i in range(M)])
p, price = [], TOP // 2
for _ in range(M):
    price = min(TOP, max(1, price + rng.randint(-30, 30)))
    p.append(price)
write("g12-leetcode-max-random-walk", p)
write("g13-leetcode-max-peak-then-crash", [TOP - abs(i - 100) // 10 for i in range(M // 2)] + [rng.randint(1, 5000) for _ in range(M // 2)])
write("g14-leetcode-max-falling-then-peak-on-last-day", [TOP - 1 - i // 11 for i in range(M - 1)] + [TOP])
write("g15-leetcode-max-buy-on-first-day", [1] + [rng.randint(2, TOP) for _ in range(M - 1)])
p, price = [TOP - 1, TOP], 4000
for _ in range(M - 3):
    price = min(9000, max(2, price + rng.randint(-30, 30)))
    p.append(price)
p.append(1)
write("g16-leetcode-max-peak-first-then-best-trade", p)
write("g17-leetcode-max-minimum-near-end", [rng.randint(3, TOP) for _ in range(M - 2)] + [1, 2])
