#!/usr/bin/env python3
"""Writes the large Balanced Brackets tests into OUTDIR (argv[1]). Deterministic."""
import os
import random
import sys

OUT = sys.argv[1]
# Tests with a sequence longer than LeetCode's 10^4 go to OUT/stretch, the stretch tier; the
# rest are the LeetCode tier.
os.makedirs(os.path.join(OUT, "stretch"), exist_ok=True)
rng = random.Random(1212)
PAIRS = {")": "(", "]": "[", "}": "{"}
OPEN = "([{"
CLOSE = {"(": ")", "[": "]", "{": "}"}


def balanced(s):
    stack = []
    for c in s:
        if c in OPEN:
            stack.append(c)
        elif not stack or stack.pop() != PAIRS[c]:
            return False
    return not stack


def write(name, seqs):
    with open(os.path.join(OUT, name + ".in"), "w") as f:
        f.write(f"{len(seqs)}\n" + "".join(s + "\n" for s in seqs))
    with open(os.path.join(OUT, name + ".ans"), "w") as f:
        f.write("".join(("YES" if balanced(s) else "NO") + "\n" for s in seqs))


def random_balanced(pairs):
    """A random balanced sequence with the given number of pairs."""
    out, stack = [], []
    opens_left = pairs
    while opens_left or stack:
        if opens_left and (not stack or rng.random() < 0.5):
            c = rng.choice(OPEN)
            stack.append(c)
            out.append(c)
            opens_left -= 1
        else:
            out.append(CLOSE[stack.pop()])
    return "".join(out)


def corrupt(s):
    s = list(s)
    i = rng.randrange(len(s))
    s[i] = rng.choice([c for c in "()[]{}" if c != s[i]])
    return "".join(s)


deep = "".join(rng.choice(OPEN) for _ in range(500000))
deep_closed = deep + "".join(CLOSE[c] for c in reversed(deep))
write("stretch/g01-max-deep-nesting", [deep_closed])
write("stretch/g02-max-deep-nesting-broken", [deep_closed[:-1] + ("]" if deep_closed[-1] != "]" else ")")])
write("stretch/g03-max-random-long", [random_balanced(250000), corrupt(random_balanced(250000))])
seqs = []
for _ in range(100000):
    s = random_balanced(rng.randint(1, 4))
    seqs.append(s if rng.random() < 0.5 else corrupt(s))
write("g04-max-many-short", seqs)
write("stretch/g05-max-unclosed", ["(" * 999999])
write("g06-medium-random", [random_balanced(rng.randint(1, 20)) if i % 2 else corrupt(random_balanced(rng.randint(1, 20))) for i in range(500)])
# Deep nesting with two closers of different kinds swapped in the closing half: the pairs
# cross, yet every count is right and no opener is directly followed by a wrong closer
# (stops a counters-and-adjacent-pairs heuristic; one pass of pair deletion leaves it long).
half = "".join(rng.choice(OPEN) for _ in range(499999))
closing = [CLOSE[c] for c in reversed(half)]
i = 1000
while closing[i] == closing[i + 1]:
    i += 1
closing[i], closing[i + 1] = closing[i + 1], closing[i]
write("stretch/g07-max-deep-crossing", [half + "".join(closing)])
# Exactly one bracket left open, under deep nesting: stops a final check of len(stack) <= 1.
write("stretch/g08-max-deep-one-left-open", ["{" + half + "".join(CLOSE[c] for c in reversed(half))])

# The LeetCode tier at its largest (sequences of length 10^4), from a new generator so the
# tests above keep their random sequence.
rng = random.Random(20)
deep = "".join(rng.choice(OPEN) for _ in range(5000))
deep_closed = deep + "".join(CLOSE[c] for c in reversed(deep))
write("g09-leetcode-max-deep-nesting", [deep_closed])
write("g10-leetcode-max-deep-nesting-broken", [deep_closed[:-1] + ("]" if deep_closed[-1] != "]" else ")")])
write("g11-leetcode-max-random", [random_balanced(5000)])
write("g12-leetcode-max-random-corrupted", [corrupt(random_balanced(5000))])
write("g13-leetcode-max-unclosed", ["(" * 10000])
half = "".join(rng.choice(OPEN) for _ in range(4999))
closing = [CLOSE[c] for c in reversed(half)]
i = 100
while closing[i] == closing[i + 1]:
    i += 1
closing[i], closing[i + 1] = closing[i + 1], closing[i]
write("g14-leetcode-max-deep-crossing", [half + "".join(closing)])
write("g15-leetcode-max-deep-one-left-open", ["{" + half + "".join(CLOSE[c] for c in reversed(half))])
