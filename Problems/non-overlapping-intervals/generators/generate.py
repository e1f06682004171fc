"""Large tests for non-overlapping-intervals."""
import os
import random
import sys


def solve(text):
    data = list(map(int, text.split()))
    n = data[0]
    slots = sorted(zip(data[1::2], data[2::2]), key=lambda s: s[1])
    kept, end = 0, None
    for l, r in slots:
        if end is None or l >= end:
            kept += 1
            end = r
    return f"{n - kept}\n"


def write(out, name, iv):
    text = f"{len(iv)}\n" + "".join(f"{l} {r}\n" for l, r in iv)
    with open(os.path.join(out, name + ".in"), "w") as f:
        f.write(text)
    with open(os.path.join(out, name + ".ans"), "w") as f:
        f.write(solve(text))


def random_iv(rng, n, lo, hi, maxlen):
    res = []
    for _ in range(n):
        l = rng.randint(lo, hi - maxlen)
        res.append((l, l + rng.randint(1, maxlen)))
    return res


def main(out):
    # The stretch tier's tests (n up to 200000, endpoints up to 10^9) go to OUT/stretch; the
    # leetcode-* tests at the end keep to LeetCode's constraints (n <= 10^5, |endpoint| <= 5 * 10^4).
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    rng = random.Random(6060)
    g = 10 ** 9
    write(out, "stretch/g01-medium-random", random_iv(rng, 2000, 0, 100000, 500))
    write(out, "stretch/g02-max-random-short", random_iv(rng, 200000, -g, g, 10000))
    write(out, "stretch/g03-max-random-long", random_iv(rng, 200000, -g, g, 10 ** 8))
    iv = [(i, i + 1) for i in range(200000)]
    rng.shuffle(iv)
    write(out, "stretch/g04-max-touching", iv)
    # long slots that start early hide many short ones: sorting by start fails here
    iv = [(i * 10, i * 10 + 5) for i in range(150000)] + [(i * 10 - 3, i * 10 + 28) for i in range(50000)]
    rng.shuffle(iv)
    write(out, "stretch/g05-max-nested", iv)

    # The LeetCode tier at LeetCode's largest size (n = 10^5, endpoints within +-5 * 10^4),
    # drawn after the rest.
    L, v = 10 ** 5, 5 * 10 ** 4
    write(out, "leetcode-medium-random", random_iv(rng, 2000, -v, v, 500))
    write(out, "leetcode-max-random-short", random_iv(rng, L, -v, v, 100))
    write(out, "leetcode-max-random-long", random_iv(rng, L, -v, v, 5000))
    iv = [(i - v, i - v + 1) for i in range(L)]
    rng.shuffle(iv)
    write(out, "leetcode-max-touching", iv)
    # Long slots that start early hide many short ones (greedy-by-start).
    iv = [(i * 4 - v, i * 4 - v + 2) for i in range(24000)] + [(i * 4 - v - 1, i * 4 - v + 12) for i in range(1, 24000)]
    rng.shuffle(iv)
    write(out, "leetcode-max-nested", iv)


if __name__ == "__main__":
    main(sys.argv[1])
