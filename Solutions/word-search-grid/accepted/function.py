# Word Hunt, function mode (Python): a trie of dicts, one depth-first search per cell that
# follows it; a found word is taken out of the trie, and emptied branches are pruned.
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
            letter = board[r][c]
            node = parent.get(letter)
            if node is None:
                return
            word = node.pop("$", None)
            if word is not None:
                found.append(word)
            board[r][c] = "#"
            if r > 0:
                search(r - 1, c, node)
            if r + 1 < rows:
                search(r + 1, c, node)
            if c > 0:
                search(r, c - 1, node)
            if c + 1 < columns:
                search(r, c + 1, node)
            board[r][c] = letter
            if not node:
                parent.pop(letter)

        for r in range(rows):
            for c in range(columns):
                search(r, c, root)
        return found
