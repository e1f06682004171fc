# WRONG: searches for each word on its own, and at every step follows only the first
# neighbour holding the next letter (`return search(...)` inside the loop), never backing up
# to try another neighbour with the same letter.
import sys


def main():
    data = sys.stdin.read().split()
    rows, columns = int(data[0]), int(data[1])
    grid = data[2:2 + rows]
    m = int(data[2 + rows])
    words = set(data[3 + rows:3 + rows + m])
    used = [[False] * columns for _ in range(rows)]

    def search(word, k, r, c):
        if k == len(word) - 1:
            return True
        used[r][c] = True
        try:
            for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                i, j = r + dr, c + dc
                if 0 <= i < rows and 0 <= j < columns and not used[i][j] and grid[i][j] == word[k + 1]:
                    return search(word, k + 1, i, j)
            return False
        finally:
            used[r][c] = False

    def hidden(word):
        for r in range(rows):
            for c in range(columns):
                if grid[r][c] == word[0] and search(word, 0, r, c):
                    return True
        return False

    found = sorted(w for w in words if hidden(w))
    sys.stdout.write("\n".join([str(len(found))] + found) + "\n")


main()
