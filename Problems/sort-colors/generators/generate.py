#!/usr/bin/env python3
"""Writes the large Sort Colors tests into OUTDIR (argv[1]). Deterministic."""
import os
import random
import sys

OUT = sys.argv[1]
rng = random.Random(303)
N = 1000000


def write(name, codes):
    with open(os.path.join(OUT, name + ".in"), "w") as f:
        f.write(f"{len(codes)}\n{' '.join(map(str, codes))}\n")
    with open(os.path.join(OUT, name + ".ans"), "w") as f:
        f.write(" ".join(map(str, sorted(codes))) + "\n")


write("g01-max-random", rng.choices([0, 1, 2], k=N))
write("g02-max-reversed", [2] * (N // 3) + [1] * (N // 3) + [0] * (N - 2 * (N // 3)))
write("g03-max-mostly-blue", rng.choices([0, 1, 2], weights=[1, 1, 50], k=N))
write("g04-medium-random", rng.choices([0, 1, 2], k=5000))
