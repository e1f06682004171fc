#!/usr/bin/env python3
"""Writes the large Daily Temperatures tests into OUTDIR (argv[1]). Deterministic."""
import os
import random
import sys

OUT = sys.argv[1]
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


write("g01-max-all-equal", [215] * N)
write("g02-max-decreasing-steps", [1000 - (i * 2001) // N for i in range(N)])
write("g03-max-random", [rng.randint(-1000, 1000) for _ in range(N)])
# Cold spell then one warm day at the end: everybody waits long.
write("g04-max-warm-day-at-end", [rng.randint(-1000, 0) for _ in range(N - 1)] + [1000])
# Seasonal wave with noise.
write("g05-max-seasons", [max(-1000, min(1000, int(600 * ((i % 73000) / 36500 - 1) ** 2) - 300 + rng.randint(-20, 20))) for i in range(N)])
write("g06-medium-random", [rng.randint(-5, 5) for _ in range(3000)])
# Stops the "jump by the next day's answer" trick that steps one day on instead of stopping when a
# colder day has no warmer day after it (time_limit_exceeded/jump-without-stop): a flat first
# half above a falling second half, so no day in the first half ever gets an answer.
write("g07-max-flat-then-falling", [0] * (N // 2) + [-1 - (i * 999) // (N - N // 2) for i in range(N - N // 2)])
# Runs of 2 or 3 equal days that all wait for the same warmer day: stops a stack of temperatures
# whose day is looked up by value (the earlier equal day is never answered) and a stack kept
# strictly decreasing by popping equal days unanswered.
runs = []
while len(runs) < N:
    runs.extend([rng.randint(-1000, 1000)] * rng.randint(2, 3))
write("g08-max-equal-runs", runs[:N])
