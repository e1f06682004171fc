"""Large tests for house-robber."""
import os
import random
import sys


def solve(text):
    data = list(map(int, text.split()))
    prev2 = prev1 = 0  # best totals up to spot i-2 and i-1
    for p in data[1:1 + data[0]]:
        prev2, prev1 = prev1, max(prev1, prev2 + p)
    return f"{prev1}\n"


def write(out, name, p):
    text = f"{len(p)}\n" + " ".join(map(str, p)) + "\n"
    with open(os.path.join(out, name + ".in"), "w") as f:
        f.write(text)
    with open(os.path.join(out, name + ".ans"), "w") as f:
        f.write(solve(text))


def main(out):
    rng = random.Random(77)
    g = 10 ** 9
    n = 200000
    write(out, "g01-medium-random", [rng.randint(-100, 100) for _ in range(2000)])
    write(out, "g02-max-random-mixed", [rng.randint(-g, g) for _ in range(n)])
    write(out, "g03-max-positive-large", [rng.randint(g - 1000, g) for _ in range(n)])
    write(out, "g04-max-pairs-pattern", [g if (i % 3) != 1 else 1 for i in range(n)])
    write(out, "g05-max-mostly-negative", [rng.randint(-g, g // 10) for _ in range(n)])
    # stops "must open at least one stall" and LeetCode's non-negative base cases: every
    # profit negative, the answer is exactly 0
    write(out, "g06-max-all-negative", [rng.randint(-g, -1) for _ in range(n)])
    # stops greedy largest-first: groups g-1, g, g-1 (take both sides, not the middle),
    # separated by a loss
    write(out, "g07-max-greedy-trap", [(g - 1, g, g - 1, -g)[i % 4] for i in range(n)])
    # stops take[i] = p[i] + max(take[i-2], take[i-3]): gains separated by three losses, so
    # the best plan skips four spots in a row; the first spot is a loss too
    write(out, "g08-max-long-losing-gaps", [(-1, -1, -1, g)[i % 4] for i in range(n)])


if __name__ == "__main__":
    main(sys.argv[1])
