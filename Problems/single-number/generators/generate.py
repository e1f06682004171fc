"""Large tests for single-number."""
import os
import random
import sys


def solve(text):
    data = list(map(int, text.split()))
    counts = {}
    for x in data[1:1 + data[0]]:
        counts[x] = counts.get(x, 0) + 1
    (single,) = [x for x, c in counts.items() if c % 2 == 1]
    return f"{single}\n"


def write(out, name, codes):
    text = f"{len(codes)}\n" + " ".join(map(str, codes)) + "\n"
    with open(os.path.join(out, name + ".in"), "w") as f:
        f.write(text)
    with open(os.path.join(out, name + ".ans"), "w") as f:
        f.write(solve(text))


def make(rng, pairs, lo, hi, single=None):
    """`pairs` distinct codes twice each, plus one other code once, shuffled."""
    chosen = set()
    while len(chosen) < pairs + 1:
        chosen.add(rng.randint(lo, hi))
    if single is not None:
        chosen.discard(single)
        chosen = set(sorted(chosen)[:pairs])
    else:
        single = rng.choice(sorted(chosen))
        chosen.remove(single)
    codes = list(chosen) * 2 + [single]
    rng.shuffle(codes)
    return codes


def main(out):
    rng = random.Random(1234)
    e = 10 ** 18
    write(out, "g01-medium-random", make(rng, 1000, -1000, 1000))
    write(out, "g02-max-huge-values", make(rng, 250000, -e, e))
    write(out, "g03-max-small-values", make(rng, 250000, 0, 300000))
    write(out, "g04-max-single-is-max", make(rng, 250000, -10 ** 9, 10 ** 9, single=e))


if __name__ == "__main__":
    main(sys.argv[1])
