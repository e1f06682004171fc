# usage: python3 random_input.py SEED SIZE
# Prints one random test: SIZE is the length of the strings (1 <= SIZE <= 5000; the other
# string's length is SIZE or random up to it). The seed picks the alphabet (1, 2, 4 or 26
# letters), equal strings, one a mutated copy of the other, or disjoint letters (answer 0).
import random
import sys

MAXSIZE = 5000
LETTERS = "abcdefghijklmnopqrstuvwxyz"


def main():
    seed, size = int(sys.argv[1]), int(sys.argv[2])
    rng = random.Random(seed)
    n = max(1, min(size, MAXSIZE))
    m = n if rng.random() < 0.5 else rng.randint(1, n)
    sigma = rng.choice((1, 2, 4, 26))
    alpha = LETTERS[:sigma]
    style = rng.randrange(5)
    a = "".join(rng.choices(alpha, k=n))
    if style == 0:
        b = a
    elif style == 1:
        b = list(a)
        for _ in range(rng.randint(1, max(1, n // 5))):
            b[rng.randrange(n)] = rng.choice(LETTERS)
        b = "".join(b)
    elif style == 2:
        b = "".join(rng.choices(LETTERS[13:] if sigma <= 13 else "z", k=m))
        a = "".join(rng.choices(LETTERS[:13], k=n))
    else:
        b = "".join(rng.choices(alpha, k=m))
    if rng.random() < 0.5:
        a, b = b, a
    sys.stdout.write("%s\n%s\n" % (a, b))


main()
