"""Large tests for two-single-numbers."""
import os
import random
import sys


def solve(text):
    data = list(map(int, text.split()))
    counts = {}
    for x in data[1:1 + data[0]]:
        counts[x] = counts.get(x, 0) + 1
    a, b = sorted(x for x, c in counts.items() if c == 1)
    return f"{a} {b}\n"


def write(out, name, nums):
    text = f"{len(nums)}\n" + " ".join(map(str, nums)) + "\n"
    with open(os.path.join(out, name + ".in"), "w") as f:
        f.write(text)
    with open(os.path.join(out, name + ".ans"), "w") as f:
        f.write(solve(text))


def make(rng, pairs, lo, hi):
    chosen = set()
    while len(chosen) < pairs + 2:
        chosen.add(rng.randint(lo, hi))
    chosen = sorted(chosen)
    singles = rng.sample(chosen, 2)
    rest = [x for x in chosen if x not in singles]
    nums = rest * 2 + singles
    rng.shuffle(nums)
    return nums


def main(out):
    rng = random.Random(4321)
    e = 10 ** 18
    write(out, "g01-medium-random", make(rng, 1000, -5000, 5000))
    write(out, "g02-max-huge-values", make(rng, 250000, -e, e))
    write(out, "g03-max-small-values", make(rng, 250000, -300000, 300000))
    write(out, "g04-max-nonnegative", make(rng, 250000, 0, 2 ** 40))


if __name__ == "__main__":
    main(sys.argv[1])
