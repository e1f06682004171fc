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
    # The stretch tier's tests (n = 500001, codes past LeetCode's 3 * 10^4) go to out/stretch; the
    # rest keep to LeetCode's constraints (n <= 3 * 10^4, |code| <= 3 * 10^4), the LeetCode tier.
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    rng = random.Random(1234)
    e = 10 ** 18
    write(out, "g01-medium-random", make(rng, 1000, -1000, 1000))
    write(out, "stretch/g02-max-huge-values", make(rng, 250000, -e, e))
    write(out, "stretch/g03-max-small-values", make(rng, 250000, 0, 300000))
    write(out, "stretch/g04-max-single-is-max", make(rng, 250000, -10 ** 9, 10 ** 9, single=e))
    # The LeetCode tier at its largest: n = 29999 over LeetCode's whole range of codes; the lone
    # code once random, once the smallest (first after sorting) and once the largest.
    lc = 30000
    write(out, "g05-leetcode-max-random", make(rng, 14999, -lc, lc))
    write(out, "g06-leetcode-max-single-is-min", make(rng, 14999, -lc + 1, lc, single=-lc))
    write(out, "g07-leetcode-max-single-is-max", make(rng, 14999, -lc, lc - 1, single=lc))


if __name__ == "__main__":
    main(sys.argv[1])
