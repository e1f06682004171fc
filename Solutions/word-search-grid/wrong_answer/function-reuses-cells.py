# Wrong: the depth-first search never marks the cells on its current path, so a word may step
# back onto a cell it already used ("aba" from a board holding just "ab").
class Solution:
    def findWords(self, board: List[List[str]], words: List[str]) -> List[str]:
        root = {}
        for word in words:
            node = root
            for letter in word:
                node = node.setdefault(letter, {})
            node["$"] = word
        rows, columns = len(board), len(board[0])
        found = []

        def search(r, c, parent):
            node = parent.get(board[r][c])
            if node is None:
                return
            word = node.pop("$", None)
            if word is not None:
                found.append(word)
            for i, j in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if 0 <= i < rows and 0 <= j < columns:
                    search(i, j, node)

        for r in range(rows):
            for c in range(columns):
                search(r, c, root)
        return found
