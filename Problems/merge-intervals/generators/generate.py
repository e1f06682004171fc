"""Large tests for merge-intervals."""
import os
import random
import sys


def solve(text):
    data = list(map(int, text.split()))
    n = data[0]
    iv = sorted(zip(data[1::2], data[2::2]))
    blocks = []
    for l, r in iv:
        if blocks and l <= blocks[-1][1]:
            if r > blocks[-1][1]:
                blocks[-1][1] = r
        else:
            blocks.append([l, r])
    return f"{len(blocks)}\n" + "".join(f"{l} {r}\n" for l, r in blocks)


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
        res.append((l, l + rng.randint(0, maxlen)))
    return res


def main(out):
    # The stretch tier's tests (n up to 200000, endpoints within +-10^9) go to OUT/stretch; the
    # leetcode-* tests at the end keep to LeetCode's constraints (n <= 10^4, endpoints in 0..10^4).
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    rng = random.Random(555)
    g = 10 ** 9
    write(out, "stretch/g01-medium-random", random_iv(rng, 1000, 0, 100000, 200))
    write(out, "stretch/g02-max-disjoint", [(3 * i - g, 3 * i - g + 1) for i in rng.sample(range(200000), 200000)])
    write(out, "stretch/g03-max-random-sparse", random_iv(rng, 200000, -g, g, 5000))
    write(out, "stretch/g04-max-random-dense", random_iv(rng, 200000, -g, g, 20000))
    iv = [(i * 10, i * 10 + 10) for i in range(200000)]
    rng.shuffle(iv)
    write(out, "stretch/g05-max-touching-chain", iv)

    # The LeetCode tier at LeetCode's largest size (n = 10^4, endpoints in 0..10^4), drawn after
    # the rest.
    L = 10 ** 4
    write(out, "leetcode-medium-random", random_iv(rng, 1000, 0, L, 20))
    write(out, "leetcode-max-disjoint", [(2 * i, 2 * i) for i in rng.sample(range(L // 2 + 1), L // 2 + 1)])
    write(out, "leetcode-max-random-sparse", random_iv(rng, L, 0, L, 1))
    write(out, "leetcode-max-random-dense", random_iv(rng, L, 0, L, 30))
    write(out, "leetcode-max-many-duplicates", random_iv(rng, L, 0, 100, 3))
    iv = [(i, i + 1) for i in range(L)]
    rng.shuffle(iv)
    write(out, "leetcode-max-touching-chain", iv)


if __name__ == "__main__":
    main(sys.argv[1])
