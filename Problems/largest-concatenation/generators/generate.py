#!/usr/bin/env python3
"""Writes the large Largest Concatenation tests into OUTDIR (argv[1]). Deterministic."""
import functools
import os
import random
import sys

OUT = sys.argv[1]
rng = random.Random(99)
N = 100000


def solve(values):
    words = [str(v) for v in values]
    words.sort(key=functools.cmp_to_key(lambda x, y: (x + y < y + x) - (x + y > y + x)))
    result = "".join(words)
    return "0" if result[0] == "0" else result


def write(name, values):
    with open(os.path.join(OUT, name + ".in"), "w") as f:
        f.write(f"{len(values)}\n{' '.join(map(str, values))}\n")
    with open(os.path.join(OUT, name + ".ans"), "w") as f:
        f.write(solve(values) + "\n")


write("g01-max-random", [rng.randint(0, 10**9) for _ in range(N)])
# Many numbers sharing prefixes: 3, 30, 34, 300, 343, ...
write("g02-max-shared-prefixes", [int(rng.choice(["3", "30", "34", "303", "343", "3434", "33", "330"])) for _ in range(N)])
write("g03-max-small-numbers", [rng.randint(0, 99) for _ in range(N)])
write("g04-max-all-zeros", [0] * N)
write("g05-medium-random", [rng.randint(0, 1000) for _ in range(3000)])
# Cards whose repetitions agree on the first 10 characters but not on the first 20
# (1112 / 111211121, 2211 / 221122112, ...), shuffled: stops a key sort on the card
# repeated to only 10 characters (key-ten-digits), which leaves such pairs in input order.
TIES = ["1112", "111211121", "11121112", "2211", "221122112", "22112211",
        "12112", "12112121", "12121", "1212112", "9", "98", "989898989"]
write("g06-max-ten-digit-key-ties", [int(rng.choice(TIES)) for _ in range(N)])
# 1000000000 next to 9-digit cards above 922337203: x·10^len(y)+y passes 2^63 and wraps,
# which stops comparing the two concatenations as 64-bit integers (int64-concat-overflow).
write("g07-max-billion-beside-big-cards",
      [10**9 if rng.random() < 0.3 else rng.randint(922337204, 999999999) for _ in range(N)])
