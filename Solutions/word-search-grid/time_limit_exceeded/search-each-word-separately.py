# SLOW: for every distinct candidate, runs its own backtracking search from every cell.
# Correct, but candidates sharing long prefixes redo the same exploration each time.
import sys


def main():
    data = sys.stdin.read().split()
    rows, columns = int(data[0]), int(data[1])
    grid = data[2:2 + rows]
    m = int(data[2 + rows])
    candidates = set(data[3 + rows:3 + rows + m])
    used = [[False] * columns for _ in range(rows)]

    def spells(word, index, row, column):
        if used[row][column] or grid[row][column] != word[index]:
            return False
        if index == len(word) - 1:
            return True
        used[row][column] = True
        for r, c in ((row + 1, column), (row - 1, column), (row, column + 1), (row, column - 1)):
            if 0 <= r < rows and 0 <= c < columns and spells(word, index + 1, r, c):
                used[row][column] = False
                return True
        used[row][column] = False
        return False

    found = []
    for candidate in candidates:
        if any(spells(candidate, 0, row, column) for row in range(rows) for column in range(columns)):
            found.append(candidate)
    found.sort()
    sys.stdout.write("\n".join([str(len(found))] + found) + "\n")


main()
