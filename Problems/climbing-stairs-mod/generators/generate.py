"""Large tests for climbing-stairs-mod."""
import os
import random
import sys

MOD = 1_000_000_007


def solve(text):
    data = list(map(int, text.split()))
    queries = data[1:1 + data[0]]
    top = max(queries)
    ways = [0] * (top + 1)
    ways[0] = 1
    for i in range(1, top + 1):
        s = ways[i - 1]
        if i >= 2:
            s += ways[i - 2]
        if i >= 3:
            s += ways[i - 3]
        ways[i] = s % MOD
    return "".join(f"{ways[q]}\n" for q in queries)


def write(out, name, queries):
    text = f"{len(queries)}\n" + "".join(f"{q}\n" for q in queries)
    with open(os.path.join(out, name + ".in"), "w") as f:
        f.write(text)
    with open(os.path.join(out, name + ".ans"), "w") as f:
        f.write(solve(text))


def main(out):
    rng = random.Random(3)
    write(out, "g01-medium-random", [rng.randint(1, 1000) for _ in range(1000)])
    write(out, "g02-max-random", [rng.randint(1, 10 ** 6) for _ in range(10 ** 5)])
    write(out, "g03-max-all-largest", [10 ** 6] * 10 ** 5)
    write(out, "g04-max-near-top", [10 ** 6 - rng.randint(0, 1000) for _ in range(10 ** 5)])
    # alternating highest and lowest staircases: stops resuming the recurrence from the previous
    # query (a lower query restarts it from step 0, O(t * max n)) and per-query recomputation
    write(out, "g05-max-alternating-extremes", [10 ** 6 if i % 2 == 0 else 1 for i in range(10 ** 5)])


if __name__ == "__main__":
    main(sys.argv[1])
