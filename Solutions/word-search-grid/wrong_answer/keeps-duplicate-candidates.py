# WRONG: reports the hidden words by walking the candidate list, so a candidate listed twice
# is printed (and counted) twice; the output wants distinct words.
import sys


def main():
    data = sys.stdin.read().split()
    rows, columns = int(data[0]), int(data[1])
    grid = [list(row) for row in data[2:2 + rows]]
    m = int(data[2 + rows])
    root = {}
    for word in data[3 + rows:3 + rows + m]:
        node = root
        for letter in word:
            node = node.setdefault(letter, {})
        node["$"] = word
    found = set()
    used = [[False] * columns for _ in range(rows)]
    STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))

    def search(r, c, parent):
        node = parent.get(grid[r][c])
        if node is None:
            return
        if "$" in node:
            found.add(node["$"])
        used[r][c] = True
        for dr, dc in STEPS:
            i, j = r + dr, c + dc
            if 0 <= i < rows and 0 <= j < columns and not used[i][j]:
                search(i, j, node)
        used[r][c] = False

    for r in range(rows):
        for c in range(columns):
            search(r, c, root)
    words = sorted(w for w in data[3 + rows:3 + rows + m] if w in found)
    sys.stdout.write("\n".join([str(len(words))] + words) + "\n")


main()
