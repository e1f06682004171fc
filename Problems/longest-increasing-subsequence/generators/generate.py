"""Large tests for longest-increasing-subsequence."""
import bisect
import os
import random
import sys


def solve(text):
    data = list(map(int, text.split()))
    tails = []
    for x in data[1:1 + data[0]]:
        i = bisect.bisect_left(tails, x)
        if i == len(tails):
            tails.append(x)
        else:
            tails[i] = x
    return f"{len(tails)}\n"


def write(out, name, t):
    text = f"{len(t)}\n" + " ".join(map(str, t)) + "\n"
    with open(os.path.join(out, name + ".in"), "w") as f:
        f.write(text)
    with open(os.path.join(out, name + ".ans"), "w") as f:
        f.write(solve(text))


def main(out):
    rng = random.Random(2020)
    g = 10 ** 9
    n = 200000
    write(out, "g01-medium-random", [rng.randint(-1000, 1000) for _ in range(3000)])
    write(out, "g02-max-random", [rng.randint(-g, g) for _ in range(n)])
    write(out, "g03-max-small-range-duplicates", [rng.randint(0, 50) for _ in range(n)])
    write(out, "g04-max-noisy-increasing", [i * 10 + rng.randint(-40, 40) for i in range(n)])
    write(out, "g05-max-sorted-with-repeats", sorted(rng.randint(-g, g) // 1000 for _ in range(n)))
    write(out, "g06-max-decreasing", list(range(g, g - n, -1)))


if __name__ == "__main__":
    main(sys.argv[1])
