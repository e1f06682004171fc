"""Large tests for knapsack-01."""
import os
import random
import sys


def solve(text):
    data = list(map(int, text.split()))
    n, cap = data[0], data[1]
    best = [0] * (cap + 1)
    for i in range(n):
        w, v = data[2 + 2 * i], data[3 + 2 * i]
        if w > cap:
            continue
        # one vectorised step: new[c] = max(best[c], best[c - w] + v) for c >= w
        shifted = [x + v for x in best[:cap + 1 - w]]
        best = best[:w] + [a if a >= b else b for a, b in zip(best[w:], shifted)]
    return f"{best[cap]}\n"


def write(out, name, cap, items):
    text = f"{len(items)} {cap}\n" + "".join(f"{w} {v}\n" for w, v in items)
    with open(os.path.join(out, name + ".in"), "w") as f:
        f.write(text)
    with open(os.path.join(out, name + ".ans"), "w") as f:
        f.write(solve(text))


def main(out):
    rng = random.Random(6464)
    g = 10 ** 9
    write(out, "g01-medium-random", 1000, [(rng.randint(1, 300), rng.randint(1, 1000)) for _ in range(30)])
    write(out, "g02-max-random", 100000, [(rng.randint(1, 30000), rng.randint(1, g)) for _ in range(100)])
    write(out, "g03-max-correlated", 100000, [(w, w * 10000 + rng.randint(0, 5000)) for w in (rng.randint(1000, 20000) for _ in range(100))])
    write(out, "g04-max-small-items", 100000, [(rng.randint(1, 2000), rng.randint(g // 2, g)) for _ in range(100)])
    write(out, "g05-max-heavy-items", 100000, [(rng.randint(40000, 100000), rng.randint(1, g)) for _ in range(40)])


if __name__ == "__main__":
    main(sys.argv[1])
