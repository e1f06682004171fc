"""Large tests for jump-game-min."""
import os
import random
import sys


def solve(text):
    data = list(map(int, text.split()))
    n, a = data[0], data[1:]
    leaps, end, farthest = 0, 0, 0
    for i in range(n - 1):
        if i > farthest:
            break
        farthest = max(farthest, i + a[i])
        if i == end:
            leaps += 1
            end = farthest
            if end >= n - 1:
                break
    if farthest < n - 1 and n > 1:
        return "-1\n"
    return f"{leaps}\n"


def write(out, name, a):
    text = f"{len(a)}\n" + " ".join(map(str, a)) + "\n"
    with open(os.path.join(out, name + ".in"), "w") as f:
        f.write(text)
    with open(os.path.join(out, name + ".ans"), "w") as f:
        f.write(solve(text))


def main(out):
    # Tests past LeetCode's constraints (n up to 500000, values up to 10^9, the last stone out
    # of reach) go to out/stretch, the stretch tier; the rest are the LeetCode tier (n <= 10^4,
    # a[i] <= 1000, the last stone reachable).
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    rng = random.Random(4040)
    n = 500000
    write(out, "g01-medium-random", [rng.randint(1, 6) for _ in range(3000)])
    write(out, "g07-medium-with-zeros", [rng.randint(0, 9) for _ in range(3000)])
    write(out, "stretch/g02-max-long-leaps", [rng.randint(n // 4, n) for _ in range(n)])
    write(out, "stretch/g03-max-short-leaps", [rng.randint(1, 3) for _ in range(n)])
    a = [rng.randint(1000, 5000) for _ in range(n)]
    a[n - 10000] = 0
    for i in range(n - 10000 - 5000, n - 10000):
        a[i] = min(a[i], n - 10000 - i)  # nobody can leap over the dead end
    write(out, "stretch/g04-max-wall-unreachable", a)
    write(out, "stretch/g05-max-big-values", [rng.randint(10 ** 8, 10 ** 9) if rng.random() < 0.001 else rng.randint(0, 2000) for _ in range(n)])
    write(out, "stretch/g06-max-all-ones", [1] * n)

    # The LeetCode tier at its largest (n = 10^4, values up to 1000), its own generator.
    lc = random.Random(45)
    m = 10 ** 4
    write(out, "g08-leetcode-max-long-leaps", [lc.randint(250, 1000) for _ in range(m)])
    write(out, "g09-leetcode-max-short-leaps", [lc.randint(1, 3) for _ in range(m)])
    # A stretch of short stones ending in a zero that only the stones just before it clear:
    # reachable, but any-zero-is-a-wall gives up.
    a = [lc.randint(20, 100) for _ in range(m)]
    a[m - 1000] = 0
    for i in range(m - 1000 - 100, m - 1000):
        a[i] = min(a[i], m - 1000 - i + 1)
    write(out, "g10-leetcode-max-narrow-pass", a)
    write(out, "g11-leetcode-max-big-values", [1000 if lc.random() < 0.01 else lc.randint(1, 20) for _ in range(m)])
    write(out, "g12-leetcode-max-all-ones", [1] * m)
    # the biggest number is a trap again and again: from 0, the stone at 1 reaches farther
    # than the bigger one at 2
    write(out, "g13-leetcode-max-biggest-number-trap", [(2, 3, 5, 1, 1)[i % 5] if i % 5 else 2 for i in range(m)])


if __name__ == "__main__":
    main(sys.argv[1])
