# Word Hunt — a trie of the candidate words and one depth-first search from every cell that
# follows the trie, abandoning a path as soon as it spells no candidate's prefix. A found
# word is taken out of its trie node, so each is reported once. Paths are at most 10 long.
import sys

WORD = "$"  # key of the word ending at a trie node (never a letter)


def main():
    data = sys.stdin.read().split()
    rows, columns = int(data[0]), int(data[1])
    grid = data[2:2 + rows]
    m = int(data[2 + rows])
    trie = {}
    for word in data[3 + rows:3 + rows + m]:
        node = trie
        for letter in word:
            node = node.setdefault(letter, {})
        node[WORD] = word

    used = [[False] * columns for _ in range(rows)]
    found = []

    def search(row, column, parent):
        node = parent.get(grid[row][column])
        if node is None:
            return
        word = node.pop(WORD, None)
        if word is not None:
            found.append(word)
        used[row][column] = True
        for r, c in ((row + 1, column), (row - 1, column), (row, column + 1), (row, column - 1)):
            if 0 <= r < rows and 0 <= c < columns and not used[r][c]:
                search(r, c, node)
        used[row][column] = False

    for row in range(rows):
        for column in range(columns):
            search(row, column, trie)

    found.sort()
    sys.stdout.write("\n".join([str(len(found))] + found) + "\n")


main()
