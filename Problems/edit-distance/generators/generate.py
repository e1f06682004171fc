"""Large tests for edit-distance.

Answers use Myers' bit-parallel Levenshtein algorithm on Python big integers (one DP column
encoded as vertical +1/-1 delta bit vectors), checked against the plain DP on the medium
test."""
import os
import random
import sys


def levenshtein(a, b):
    m = len(a)
    peq = {}
    for i, ch in enumerate(a):
        peq[ch] = peq.get(ch, 0) | (1 << i)
    mask = (1 << m) - 1
    high = 1 << (m - 1)
    pv, mv, score = mask, 0, m
    for ch in b:
        eq = peq.get(ch, 0)
        xv = eq | mv
        xh = (((eq & pv) + pv) ^ pv) | eq
        ph = mv | ~(xh | pv)
        mh = pv & xh
        if ph & high:
            score += 1
        elif mh & high:
            score -= 1
        ph = (ph << 1) | 1
        mh = mh << 1
        pv = (mh | ~(xv | ph)) & mask
        mv = ph & xv & mask
    return score


def levenshtein_plain(a, b):
    prev = list(range(len(b) + 1))
    for i, ch in enumerate(a):
        cur = [i + 1]
        for j, d in enumerate(b):
            cur.append(min(prev[j] + (ch != d), prev[j + 1] + 1, cur[j] + 1))
        prev = cur
    return prev[-1]


def solve(text):
    a, b = text.split()
    return f"{levenshtein(a, b)}\n"


def write(out, name, a, b, check=False):
    text = f"{a}\n{b}\n"
    if check:
        assert levenshtein(a, b) == levenshtein_plain(a, b)
    with open(os.path.join(out, name + ".in"), "w") as f:
        f.write(text)
    with open(os.path.join(out, name + ".ans"), "w") as f:
        f.write(solve(text))


def rand_str(rng, n, alphabet):
    return "".join(rng.choice(alphabet) for _ in range(n))


def mutate(rng, s, edits, alphabet):
    s = list(s)
    for _ in range(edits):
        op = rng.randrange(3)
        i = rng.randrange(len(s))
        if op == 0:
            s[i] = rng.choice(alphabet)
        elif op == 1 and len(s) > 1:
            del s[i]
        else:
            s.insert(i, rng.choice(alphabet))
    return "".join(s[:5000])


def main(out):
    # Tests past LeetCode's constraints (words up to 5000 letters) go to out/stretch, the
    # stretch tier; the rest are the LeetCode tier (words of at most 500 letters).
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    rng = random.Random(8118)
    letters = "abcdefghijklmnopqrstuvwxyz"
    write(out, "g01-medium-random", rand_str(rng, 300, "abc"), rand_str(rng, 280, "abc"), check=True)
    write(out, "stretch/g02-max-random", rand_str(rng, 5000, letters), rand_str(rng, 5000, letters))
    base = rand_str(rng, 4900, letters)
    write(out, "stretch/g03-max-few-edits", base, mutate(rng, base, 60, letters))
    write(out, "stretch/g04-max-two-letters", rand_str(rng, 5000, "ab"), rand_str(rng, 4990, "ab"))
    write(out, "stretch/g05-max-vs-short", rand_str(rng, 5000, letters), "z")
    write(out, "stretch/g06-max-shifted", "x" + base[:4999], base)

    # The LeetCode tier at its largest (500 letters), its own generator.
    lc = random.Random(72)
    write(out, "g07-leetcode-max-random", rand_str(lc, 500, letters), rand_str(lc, 500, letters), check=True)
    base = rand_str(lc, 490, letters)
    write(out, "g08-leetcode-max-few-edits", base, mutate(lc, base, 10, letters)[:500], check=True)
    write(out, "g09-leetcode-max-two-letters", rand_str(lc, 500, "ab"), rand_str(lc, 499, "ab"), check=True)
    write(out, "g10-leetcode-max-vs-short", rand_str(lc, 500, letters), "z", check=True)
    write(out, "g11-leetcode-max-shifted", "x" + base[:489], base, check=True)


if __name__ == "__main__":
    main(sys.argv[1])
