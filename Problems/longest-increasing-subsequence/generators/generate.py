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
    # The stretch tier's tests (n past 2500, readings up to 10^9) go to OUT/stretch; the
    # leetcode-* tests at the end keep to LeetCode's constraints (n <= 2500, |t| <= 10^4).
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    rng = random.Random(2020)
    g = 10 ** 9
    n = 200000
    write(out, "stretch/g01-medium-random", [rng.randint(-1000, 1000) for _ in range(3000)])
    write(out, "stretch/g02-max-random", [rng.randint(-g, g) for _ in range(n)])
    write(out, "stretch/g03-max-small-range-duplicates", [rng.randint(0, 50) for _ in range(n)])
    write(out, "stretch/g04-max-noisy-increasing", [i * 10 + rng.randint(-40, 40) for i in range(n)])
    write(out, "stretch/g05-max-sorted-with-repeats", sorted(rng.randint(-g, g) // 1000 for _ in range(n)))
    write(out, "stretch/g06-max-decreasing", list(range(g, g - n, -1)))
    # Rises by steps of 1..9 all the way to 10^9 with a few dips: stops tails prefilled
    # with INF = 1e9 (sentinel-billion, the last reading equals it) and a linear scan for
    # the tail to replace (linear-scan-tails, O(n * L) with L close to n).
    steps = [rng.randint(1, 9) for _ in range(n - 1)]
    rising = [g]
    for s in steps:
        rising.append(rising[-1] - s)
    rising.reverse()
    for i in range(0, n, 1000):
        rising[i] = rising[i] - 50
    write(out, "stretch/g07-max-rising-to-billion", rising)
    # Low readings after a long rise: the longest streak ends before the last reading
    # (answer-at-last-reading), and a later lower rise must lower the small tails
    # (adjust-last-tail-only).
    write(out, "stretch/g08-medium-rise-then-lower-rise", list(range(1000, 2500)) + list(range(0, 1600)) + [-7] * 10)

    # The LeetCode tier at LeetCode's largest size (n = 2500, |t| <= 10^4), drawn after the rest.
    L, v = 2500, 10 ** 4
    write(out, "leetcode-max-random", [rng.randint(-v, v) for _ in range(L)])
    write(out, "leetcode-max-small-range-duplicates", [rng.randint(0, 50) for _ in range(L)])
    write(out, "leetcode-max-noisy-increasing", [max(-v, min(v, i * 8 - v + rng.randint(-20, 20))) for i in range(L)])
    write(out, "leetcode-max-sorted-with-repeats", sorted(rng.randint(-v, v) // 10 for _ in range(L)))
    write(out, "leetcode-max-decreasing", list(range(v, v - L, -1)))
    # Rises by steps of 1..7 up to 10^4 with a few dips (linear-scan-tails is O(n * L) here).
    rising = [v]
    for _ in range(L - 1):
        rising.append(rising[-1] - rng.randint(1, 7))
    rising.reverse()
    for i in range(0, L, 100):
        rising[i] -= 20
    write(out, "leetcode-max-rising-to-top", rising)
    # A rise, a longer lower rise, then low readings (answer-at-last-reading,
    # adjust-last-tail-only).
    write(out, "leetcode-rise-then-lower-rise", list(range(500, 1300)) + list(range(0, 1000)) + [-7] * 10)


if __name__ == "__main__":
    main(sys.argv[1])
