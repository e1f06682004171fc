"""Large tests for longest-common-subsequence.

Answers use the bit-parallel LCS algorithm (Allison-Dix / Hyyro) on Python big integers:
one row of the DP table is encoded as a bit vector, and a whole row is updated with a few
word operations. Checked against the plain DP on the medium test."""
import os
import random
import sys


def lcs_length(a, b):
    m = len(b)
    masks = {}
    for i, ch in enumerate(b):
        masks[ch] = masks.get(ch, 0) | (1 << i)
    full = (1 << m) - 1
    v = full
    for ch in a:
        u = v & masks.get(ch, 0)
        v = ((v + u) | (v - u)) & full
    return m - bin(v).count("1")


def lcs_plain(a, b):
    prev = [0] * (len(b) + 1)
    for ch in a:
        cur = [0]
        for j, d in enumerate(b):
            cur.append(prev[j] + 1 if ch == d else max(prev[j + 1], cur[j]))
        prev = cur
    return prev[-1]


def solve(text):
    a, b = text.split()
    return f"{lcs_length(a, b)}\n"


def write(out, name, a, b, check=False):
    text = f"{a}\n{b}\n"
    if check:
        assert lcs_plain(a, b) == lcs_length(a, b)
    with open(os.path.join(out, name + ".in"), "w") as f:
        f.write(text)
    with open(os.path.join(out, name + ".ans"), "w") as f:
        f.write(solve(text))


def rand_str(rng, n, alphabet):
    return "".join(rng.choice(alphabet) for _ in range(n))


def main(out):
    # The stretch tier's tests (strings of 5000 letters) go to OUT/stretch; g01 and the
    # leetcode-* tests at the end keep to LeetCode's constraints (at most 1000 letters).
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    rng = random.Random(9090)
    letters = "abcdefghijklmnopqrstuvwxyz"
    write(out, "g01-medium-random", rand_str(rng, 300, "abcd"), rand_str(rng, 250, "abcd"), check=True)
    write(out, "stretch/g02-max-two-letters", rand_str(rng, 5000, "ab"), rand_str(rng, 5000, "ab"))
    write(out, "stretch/g03-max-full-alphabet", rand_str(rng, 5000, letters), rand_str(rng, 5000, letters))
    base = rand_str(rng, 5000, letters)
    mutated = "".join(ch if rng.random() < 0.9 else rng.choice(letters) for ch in base)
    write(out, "stretch/g04-max-similar", base, mutated)
    write(out, "stretch/g05-max-uneven", rand_str(rng, 5000, "xyz"), rand_str(rng, 40, "xyz"))
    write(out, "stretch/g06-max-same-letter", "q" * 5000, "q" * 4999)
    # The answer is exactly 256: stops a table of unsigned char (uint8-table, wraps to 0),
    # and, with 256 letters of a against 5000 equal letters of b, a single row updated in
    # place (single-row-in-place) or positions fed in increasing order (ascending-positions-lis),
    # which match one letter of a many times.
    write(out, "stretch/g07-answer-exactly-256", "k" * 256, "k" * 5000)

    # The LeetCode tier at LeetCode's largest size (1000 letters), drawn after the rest.
    L = 1000
    write(out, "leetcode-max-two-letters", rand_str(rng, L, "ab"), rand_str(rng, L, "ab"))
    write(out, "leetcode-max-full-alphabet", rand_str(rng, L, letters), rand_str(rng, L, letters), check=True)
    base = rand_str(rng, L, letters)
    mutated = "".join(ch if rng.random() < 0.9 else rng.choice(letters) for ch in base)
    write(out, "leetcode-max-similar", base, mutated, check=True)
    write(out, "leetcode-max-uneven", rand_str(rng, L, "xyz"), rand_str(rng, 40, "xyz"))
    write(out, "leetcode-max-same-letter", "q" * L, "q" * (L - 1))
    # The answer 256 again (uint8-table, single-row-in-place, ascending-positions-lis).
    write(out, "leetcode-answer-exactly-256", "k" * 256, "k" * L)


if __name__ == "__main__":
    main(sys.argv[1])
