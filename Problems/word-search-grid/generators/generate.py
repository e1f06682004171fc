#!/usr/bin/env python3
"""Large tests for word-search-grid: grids with long runs of one letter (many shared
prefixes), random grids, and words planted along random walks."""
import os
import random
import sys

LETTERS = "abcdefghijklmnopqrstuvwxyz"


def solve(text):
    data = text.split()
    r, c = int(data[0]), int(data[1])
    grid = data[2:2 + r]
    m = int(data[2 + r])
    words = data[3 + r:3 + r + m]
    trie = {}
    for w in words:
        node = trie
        for ch in w:
            node = node.setdefault(ch, {})
        node["$"] = w
    found = set()
    used = [[False] * c for _ in range(r)]

    def dfs(i, j, node):
        nxt = node.get(grid[i][j])
        if nxt is None:
            return
        if "$" in nxt:
            found.add(nxt["$"])
        used[i][j] = True
        for di, dj in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            a, b = i + di, j + dj
            if 0 <= a < r and 0 <= b < c and not used[a][b]:
                dfs(a, b, nxt)
        used[i][j] = False

    for i in range(r):
        for j in range(c):
            dfs(i, j, trie)
    return f"{len(found)}\n" + "".join(w + "\n" for w in sorted(found))


def walk_word(rng, grid, length):
    """Spells a word along a random self-avoiding walk (may stop early)."""
    r, c = len(grid), len(grid[0])
    i, j = rng.randrange(r), rng.randrange(c)
    seen = {(i, j)}
    word = grid[i][j]
    while len(word) < length:
        options = [(i + a, j + b) for a, b in ((1, 0), (-1, 0), (0, 1), (0, -1))
                   if 0 <= i + a < r and 0 <= j + b < c and (i + a, j + b) not in seen]
        if not options:
            break
        i, j = rng.choice(options)
        seen.add((i, j))
        word += grid[i][j]
    return word


def fmt(grid, words):
    return f"{len(grid)} {len(grid[0])}\n" + "\n".join(grid) + f"\n{len(words)}\n" + \
        "\n".join(words) + "\n"


def runs_of_a(rng, m):
    """Almost all 'a': every candidate starts with a run of a's, so per-word searches
    explore the same huge set of paths again and again."""
    cells = [["a"] * 12 for _ in range(12)]
    for _ in range(6):
        cells[rng.randrange(12)][rng.randrange(12)] = rng.choice("bcdefg")
    grid = ["".join(row) for row in cells]
    words = set()
    while len(words) < m:
        words.add("a" * rng.randint(4, 7) + "".join(rng.choice(LETTERS[1:])
                                                   for _ in range(rng.randint(1, 3))))
    words = sorted(words)
    rng.shuffle(words)
    return fmt(grid, words)


def random_grid(rng, r, c, alphabet, m, planted_share):
    grid = ["".join(rng.choice(alphabet) for _ in range(c)) for _ in range(r)]
    words = []
    for _ in range(m):
        length = rng.randint(1, 10)
        if rng.random() < planted_share:
            words.append(walk_word(rng, grid, length))
        else:
            words.append("".join(rng.choice(alphabet) for _ in range(length)))
    return fmt(grid, words)


def distinct_words(text):
    """The same test with every candidate after its first listing dropped (LeetCode's words
    are all different)."""
    lines = text.split("\n")
    r = int(lines[0].split()[0])
    m = int(lines[1 + r])
    words = list(dict.fromkeys(lines[2 + r:2 + r + m]))
    return "\n".join(lines[:1 + r] + [str(len(words))] + words) + "\n"


def main():
    out = sys.argv[1]
    # The stretch tier's tests (candidate lists with repeated words) go to out/stretch; the rest
    # keep to LeetCode's constraints (the words are all different), the LeetCode tier.
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    rng = random.Random(6174)
    tests = {
        "max-runs-of-a": runs_of_a(rng, 30000),
        "max-runs-of-a-2": runs_of_a(rng, 30000),
        "stretch/max-random-five-letters": random_grid(rng, 12, 12, "abcde", 30000, 0.3),
        "stretch/max-random-alphabet": random_grid(rng, 12, 12, LETTERS, 30000, 0.5),
        "stretch/medium-random": random_grid(rng, 6, 7, "abcdef", 500, 0.5),
        "stretch/thin-row": random_grid(rng, 1, 12, "ab", 200, 0.5),
    }
    # The random grids again with every word listed once, for the LeetCode tier (the runs of a
    # above already list each word once, 30000 of them on a 12 x 12 grid).
    tests.update({
        "leetcode-max-random-five-letters": distinct_words(random_grid(rng, 12, 12, "abcde", 30000, 0.3)),
        "leetcode-max-random-alphabet": distinct_words(random_grid(rng, 12, 12, LETTERS, 30000, 0.5)),
        "leetcode-medium-random": distinct_words(random_grid(rng, 6, 7, "abcdef", 500, 0.5)),
        "leetcode-thin-row": distinct_words(random_grid(rng, 1, 12, "ab", 200, 0.5)),
    })
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
