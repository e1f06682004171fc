"""Large tests for meeting-rooms."""
import os
import random
import sys


def solve(text):
    data = list(map(int, text.split()))
    events = sorted([(e, -1) for e in data[2::2]] + [(s, 1) for s in data[1::2]])
    cur = best = 0
    for _, d in events:  # at equal times, ends (-1) sort before starts (+1)
        cur += d
        best = max(best, cur)
    return f"{best}\n"


def write(out, name, iv):
    text = f"{len(iv)}\n" + "".join(f"{s} {e}\n" for s, e in iv)
    with open(os.path.join(out, name + ".in"), "w") as f:
        f.write(text)
    with open(os.path.join(out, name + ".ans"), "w") as f:
        f.write(solve(text))


def random_iv(rng, n, hi, maxlen):
    res = []
    for _ in range(n):
        s = rng.randint(0, hi - maxlen)
        res.append((s, s + rng.randint(1, maxlen)))
    return res


def main(out):
    # The stretch tier's tests (n = 200000, times up to 10^9) go to OUT/stretch; g01 and the
    # leetcode-* tests at the end keep to LeetCode's constraints (n <= 10^4, times <= 10^6).
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    rng = random.Random(1212)
    g = 10 ** 9
    write(out, "g01-medium-random", random_iv(rng, 2000, 100000, 3000))
    write(out, "stretch/g02-max-random", random_iv(rng, 200000, g, 10 ** 6))
    write(out, "stretch/g03-max-long-meetings", random_iv(rng, 200000, g, 4 * 10 ** 8))
    iv = [(i * 7, i * 7 + 7) for i in range(100000)] * 2
    rng.shuffle(iv)
    write(out, "stretch/g04-max-back-to-back", iv)
    write(out, "stretch/g05-max-small-times", random_iv(rng, 200000, 1000, 10))
    # Every meeting overlaps every other (starts early, ends late): n rooms, so scanning the
    # list of rooms for a free one is quadratic.
    write(out, "stretch/g06-max-all-overlapping",
          [(rng.randint(0, 10 ** 6), rng.randint(5 * 10 ** 8, g)) for _ in range(200000)])
    # A staircase: meeting i runs from i to i + 150000, so 150000 rooms are busy at once and
    # the room that frees next sits deep in a first-fit list of rooms.
    iv = [(i, i + 150000) for i in range(200000)]
    rng.shuffle(iv)
    write(out, "stretch/g07-max-staircase", iv)

    # The LeetCode tier at LeetCode's largest size (n = 10^4, times <= 10^6), drawn after the rest.
    L, T = 10 ** 4, 10 ** 6
    write(out, "leetcode-max-random", random_iv(rng, L, T, 1000))
    write(out, "leetcode-max-long-meetings", random_iv(rng, L, T, 4 * 10 ** 5))
    iv = [(i * 7, i * 7 + 7) for i in range(L // 2)] * 2
    rng.shuffle(iv)
    write(out, "leetcode-max-back-to-back", iv)
    write(out, "leetcode-max-small-times", random_iv(rng, L, 1000, 10))
    write(out, "leetcode-max-all-overlapping",
          [(rng.randint(0, 1000), rng.randint(5 * 10 ** 5, T)) for _ in range(L)])
    iv = [(i, i + 7500) for i in range(L)]
    rng.shuffle(iv)
    write(out, "leetcode-max-staircase", iv)


if __name__ == "__main__":
    main(sys.argv[1])
