#!/usr/bin/env python3
"""Writes the large Daily Temperatures tests into OUTDIR (argv[1]). Deterministic."""
import os
import random
import sys

OUT = sys.argv[1]
# Tests past LeetCode's constraints (n up to 300000, temperatures -1000..1000) go to
# OUT/stretch, the stretch tier; the rest are the LeetCode tier (n <= 10^5, 30..100).
os.makedirs(os.path.join(OUT, "stretch"), exist_ok=True)
rng = random.Random(3141)
N = 300000


def solve(t):
    wait = [0] * len(t)
    stack = []
    for i, v in enumerate(t):
        while stack and t[stack[-1]] < v:
            j = stack.pop()
            wait[j] = i - j
        stack.append(i)
    return " ".join(map(str, wait))


def write(name, t):
    with open(os.path.join(OUT, name + ".in"), "w") as f:
        f.write(f"{len(t)}\n{' '.join(map(str, t))}\n")
    with open(os.path.join(OUT, name + ".ans"), "w") as f:
        f.write(solve(t) + "\n")


write("stretch/g01-max-all-equal", [215] * N)
write("stretch/g02-max-decreasing-steps", [1000 - (i * 2001) // N for i in range(N)])
write("stretch/g03-max-random", [rng.randint(-1000, 1000) for _ in range(N)])
# Cold spell then one warm day at the end: everybody waits long.
write("stretch/g04-max-warm-day-at-end", [rng.randint(-1000, 0) for _ in range(N - 1)] + [1000])
# Seasonal wave with noise.
write("stretch/g05-max-seasons", [max(-1000, min(1000, int(600 * ((i % 73000) / 36500 - 1) ** 2) - 300 + rng.randint(-20, 20))) for i in range(N)])
write("stretch/g06-medium-random", [rng.randint(-5, 5) for _ in range(3000)])
# Stops the "jump by the next day's answer" trick that steps one day on instead of stopping when a
# colder day has no warmer day after it (time_limit_exceeded/jump-without-stop): a flat first
# half above a falling second half, so no day in the first half ever gets an answer.
write("stretch/g07-max-flat-then-falling", [0] * (N // 2) + [-1 - (i * 999) // (N - N // 2) for i in range(N - N // 2)])
# Runs of 2 or 3 equal days that all wait for the same warmer day: stops a stack of temperatures
# whose day is looked up by value (the earlier equal day is never answered) and a stack kept
# strictly decreasing by popping equal days unanswered.
runs = []
while len(runs) < N:
    runs.extend([rng.randint(-1000, 1000)] * rng.randint(2, 3))
write("stretch/g08-max-equal-runs", runs[:N])

# The LeetCode tier at its largest (n = 10^5, temperatures 30..100), from a new generator so
# the tests above keep their random sequence.
rng = random.Random(739)
M = 10**5
write("g09-leetcode-max-all-equal", [65] * M)
write("g10-leetcode-max-decreasing-steps", [100 - (i * 71) // M for i in range(M)])
write("g11-leetcode-max-random", [rng.randint(30, 100) for _ in range(M)])
write("g12-leetcode-max-warm-day-at-end", [rng.randint(30, 60) for _ in range(M - 1)] + [100])
write("g13-leetcode-max-seasons", [max(30, min(100, int(30 * ((i % 20000) / 10000 - 1) ** 2) + 50 + rng.randint(-3, 3))) for i in range(M)])
write("g14-leetcode-medium-random", [rng.randint(30, 40) for _ in range(3000)])
write("g15-leetcode-max-flat-then-falling", [100] * (M // 2) + [99 - (i * 69) // (M - M // 2) for i in range(M - M // 2)])
runs = []
while len(runs) < M:
    runs.extend([rng.randint(30, 100)] * rng.randint(2, 3))
write("g16-leetcode-max-equal-runs", runs[:M])
