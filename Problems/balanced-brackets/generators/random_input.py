# usage: python3 random_input.py SEED SIZE
# Prints one random test: SIZE is the total length of all sequences (1 <= SIZE <= 10^6);
# the seed picks how many sequences share it and their shapes (balanced, balanced with one
# mutation, deep nesting, random characters, all opening / all closing).
import random
import sys

MAXSIZE = 1000000
MAXT = 100000
OPEN = "([{"
CLOSE = ")]}"


def balanced(rng, n):
    """A balanced sequence of length n (n even), random shape."""
    out = []
    push = out.append
    stack = []
    spop, spush = stack.pop, stack.append
    left = n
    for byte in rng.randbytes(n):
        if stack and (len(stack) == left or byte < 128):
            push(spop())
        else:
            k = byte % 3
            push(OPEN[k])
            spush(CLOSE[k])
        left -= 1
    return "".join(out)


def mutate(rng, s):
    i = rng.randrange(len(s))
    kind = rng.randrange(3)
    if kind == 0:  # replace one character
        return s[:i] + rng.choice(OPEN + CLOSE) + s[i + 1:]
    if kind == 1 and len(s) > 1:  # drop one character
        return s[:i] + s[i + 1:]
    return s[:i] + rng.choice(OPEN + CLOSE) + s[i + 1:-1] if len(s) > 1 else rng.choice(CLOSE)


def sequence(rng, n, shape):
    if shape == 0 or (shape == 1 and n % 2 == 0):
        if n % 2:
            return mutate(rng, balanced(rng, n - 1) + "(") if n > 1 else rng.choice(OPEN + CLOSE)
        return balanced(rng, n)
    if shape == 1:  # odd length: never balanced
        return mutate(rng, balanced(rng, n - 1)) + rng.choice(OPEN + CLOSE) if n > 1 else rng.choice(OPEN + CLOSE)
    if shape == 2:  # deep nesting, maybe broken at the end
        h = n // 2
        k = rng.randrange(3)
        s = OPEN[k] * h + CLOSE[k] * h + (rng.choice(OPEN + CLOSE) if n % 2 else "")
        if rng.random() < 0.5 and s:
            s = s[:-1] + rng.choice(CLOSE)
        return s
    if shape == 3:  # random characters
        return "".join(rng.choices(OPEN + CLOSE, k=n))
    if shape == 4:  # balanced with a mutation
        s = balanced(rng, n - n % 2) if n > 1 else rng.choice(OPEN + CLOSE)
        s = mutate(rng, s)
        while len(s) < n:
            s += rng.choice(OPEN + CLOSE)
        return s[:n] if s else rng.choice(OPEN)
    # all opening or all closing
    return rng.choice([OPEN, CLOSE])[rng.randrange(3)] * n


def main():
    seed, size = int(sys.argv[1]), int(sys.argv[2])
    rng = random.Random(seed)
    total = max(1, min(size, MAXSIZE))
    style = rng.randrange(4)
    if style == 0:
        t = 1
    elif style == 1:
        t = rng.randint(1, min(total, MAXT, 10))
    else:
        t = rng.randint(1, min(total, MAXT))
    # split total into t positive lengths
    if t == 1:
        lengths = [total]
    else:
        cuts = sorted(rng.sample(range(1, total), t - 1))
        lengths = [b - a for a, b in zip([0] + cuts, cuts + [total])]
    mainshape = rng.randrange(6)
    seqs = []
    for n in lengths:
        shape = mainshape if rng.random() < 0.6 else rng.randrange(6)
        s = sequence(rng, n, shape)
        seqs.append(s if s else "(")
    sys.stdout.write("%d\n%s\n" % (t, "\n".join(seqs)))


main()
