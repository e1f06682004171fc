# usage: python3 random_input.py SEED SIZE
# SIZE is m, the size of the word list (clamped to 1..50000). The seed picks the length L
# (1..10), a small alphabet (so words are neighbours) or a larger one, duplicates, start
# equal to goal, a goal missing from the list, and often a planted random-walk ladder from
# start to goal so that the goal is reachable.
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
m = max(1, min(50000, size))
L = rng.choice([1, 2, 3, rng.randint(1, 10), 10])
alpha = "abcdefghijklmnopqrstuvwxyz"[: rng.choice([2, 3, 5, 26])]


def word():
    return "".join(rng.choice(alpha) for _ in range(L))


start = word()
words = []
kind = rng.randrange(4)
if kind == 0:
    goal = start
else:
    goal = start
    ladder = []
    for _ in range(rng.randint(1, max(1, min(m, 4 * L)))):
        i = rng.randrange(L)
        goal = goal[:i] + rng.choice(alpha) + goal[i + 1:]
        ladder.append(goal)
    if kind == 1:
        words += ladder[: m]
    elif kind == 2:
        words += [w for w in ladder if w != goal][: m]
while len(words) < m:
    if words and rng.randrange(5) == 0:
        words.append(rng.choice(words))
    else:
        words.append(word())
if kind == 2:
    words = [w if w != goal else start for w in words]
rng.shuffle(words)
out = ["%s %s" % (start, goal), str(m)] + words
sys.stdout.write("\n".join(out) + "\n")
