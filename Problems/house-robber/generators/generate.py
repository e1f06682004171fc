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
    # The stretch tier (n up to 200000, negative profits, profits up to 10^9) goes to
    # out/stretch; the top level keeps to LeetCode's constraints (n <= 100, 0 <= p[i] <= 400).
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    rng = random.Random(77)
    g = 10 ** 9
    n = 200000
    write(out, "stretch/g01-medium-random", [rng.randint(-100, 100) for _ in range(2000)])
    write(out, "stretch/g02-max-random-mixed", [rng.randint(-g, g) for _ in range(n)])
    write(out, "stretch/g03-max-positive-large", [rng.randint(g - 1000, g) for _ in range(n)])
    write(out, "stretch/g04-max-pairs-pattern", [g if (i % 3) != 1 else 1 for i in range(n)])
    write(out, "stretch/g05-max-mostly-negative", [rng.randint(-g, g // 10) for _ in range(n)])
    # stops "must open at least one stall" and LeetCode's non-negative base cases: every
    # profit negative, the answer is exactly 0
    write(out, "stretch/g06-max-all-negative", [rng.randint(-g, -1) for _ in range(n)])
    # stops greedy largest-first: groups g-1, g, g-1 (take both sides, not the middle),
    # separated by a loss
    write(out, "stretch/g07-max-greedy-trap", [(g - 1, g, g - 1, -g)[i % 4] for i in range(n)])
    # stops take[i] = p[i] + max(take[i-2], take[i-3]): gains separated by three losses, so
    # the best plan skips four spots in a row; the first spot is a loss too
    write(out, "stretch/g08-max-long-losing-gaps", [(-1, -1, -1, g)[i % 4] for i in range(n)])

    # The LeetCode tier at LeetCode's largest (n = 100, profits 0..400), its own generator.
    lc = random.Random(198)
    write(out, "g09-leetcode-max-random", [lc.randint(0, 400) for _ in range(100)])
    write(out, "g10-leetcode-max-all-max", [400] * 100)
    # greedy largest-first takes the 400s; both 399s around each is better
    write(out, "g11-leetcode-max-greedy-trap", [(399, 400, 399, 0)[i % 4] for i in range(100)])
    # gaps of two and of three between the spots taken; neither parity alone is best
    write(out, "g12-leetcode-max-mixed-gaps", [(400, 0, 0, 400, 0, 400, 0)[i % 7] for i in range(100)])
    write(out, "g13-leetcode-max-small-values", [lc.randint(0, 3) for _ in range(100)])


if __name__ == "__main__":
    main(sys.argv[1])
