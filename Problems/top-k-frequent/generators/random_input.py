#!/usr/bin/env python3
# usage: python3 random_input.py SEED SIZE
# SIZE is n, the number of hashtags in the feed (clamped to 1..200000). The seed picks how
# many distinct hashtags there are (1, 2, a few, about sqrt(n), up to n), what they look like
# (random words of 1 to 10 letters, over a two- or three-letter alphabet so that many are
# prefixes of each other, prefixes of one word, 10-letter words differing in the last
# letter), how often each is used (all equally often: ties everywhere, uniform, skewed, one
# dominant) and k (1, all distinct hashtags, half, random).
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
n = max(1, min(200000, size))
d0 = min(n, rng.choice((1, 2, rng.randint(2, 5), max(2, int(n ** 0.5)), n, rng.randint(1, n))))
alphabet = rng.choice(("abcdefghijklmnopqrstuvwxyz", "ab", "xyz", "abcdefghijklmnopqrstuvwxyz"))
style = rng.randrange(4) % 3
base = "".join(rng.choices(alphabet, k=10))


def word():
    if style == 1:  # a prefix of base, or a prefix with its last letter changed
        cut = rng.randint(1, 10)
        return base[:cut] if rng.randrange(2) else base[:cut - 1] + rng.choice(alphabet)
    # ten letters, only the end differs
    tail = rng.randint(1, 3)
    return base[:10 - tail] + "".join(rng.choices(alphabet, k=tail))


def random_words(count, letters, lengths, weights=None):
    """count random words over letters, their lengths drawn from lengths (in one go: fast)."""
    lens = rng.choices(lengths, weights, k=count)
    text = "".join(rng.choices(letters, k=sum(lens)))
    out, at = [], 0
    for m in lens:
        out.append(text[at:at + m])
        at += m
    return out


pool, seen = [], set()


def add(words):
    for w in words:
        if len(pool) == d0:
            return
        if w not in seen:
            seen.add(w)
            pool.append(w)


if style == 0:  # short words are many, so that some repeat and are prefixes of others
    for _ in range(4):
        add(random_words(d0 - len(pool) + 10, alphabet, range(1, 11), (3, 3, 3, 1, 1, 1, 1, 1, 1, 3)))
else:
    misses = 0
    while len(pool) < d0 and misses < 50:
        before = len(pool)
        add([word()])
        misses = 0 if len(pool) > before else misses + 1
while len(pool) < d0:  # the style's words ran out: any ten-letter words
    add(random_words(d0 - len(pool) + 10, "abcdefghijklmnopqrstuvwxyz", (10,)))
use = rng.randrange(4)
if use == 0:  # every hashtag equally often (give or take one)
    words = [pool[i % d0] for i in range(n)]
    rng.shuffle(words)
elif use == 1:
    words = rng.choices(pool, k=n)
elif use == 2:  # skewed: the i-th hashtag about 1/(i+1) as often as the first
    words = rng.choices(pool, weights=[1.0 / (i + 1) for i in range(d0)], k=n)
else:  # one dominant hashtag, the rest sprinkled
    words = [pool[0] if rng.randrange(4) else rng.choice(pool) for _ in range(n)]
d = len(set(words))
k = rng.choice((1, d, max(1, d // 2), rng.randint(1, d)))
sys.stdout.write("%d %d\n%s\n" % (n, k, " ".join(words)))
