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
    rng = random.Random(4040)
    n = 500000
    write(out, "g01-medium-random", [rng.randint(1, 6) for _ in range(3000)])
    write(out, "g07-medium-with-zeros", [rng.randint(0, 9) for _ in range(3000)])
    write(out, "g02-max-long-leaps", [rng.randint(n // 4, n) for _ in range(n)])
    write(out, "g03-max-short-leaps", [rng.randint(1, 3) for _ in range(n)])
    a = [rng.randint(1000, 5000) for _ in range(n)]
    a[n - 10000] = 0
    for i in range(n - 10000 - 5000, n - 10000):
        a[i] = min(a[i], n - 10000 - i)  # nobody can leap over the dead end
    write(out, "g04-max-wall-unreachable", a)
    write(out, "g05-max-big-values", [rng.randint(10 ** 8, 10 ** 9) if rng.random() < 0.001 else rng.randint(0, 2000) for _ in range(n)])
    write(out, "g06-max-all-ones", [1] * n)


if __name__ == "__main__":
    main(sys.argv[1])
