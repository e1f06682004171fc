# Autocomplete Counter, function mode, WRONG: a word learnt twice is counted once, because
# insert only bumps the counters when the word is new.

class Trie:

    def __init__(self):
        self.root = {}

    def insert(self, word: str) -> None:
        node = self.root
        path = []
        for letter in word:
            node = node.setdefault(letter, {})
            path.append(node)
        if node.get("$"):
            return
        node["$"] = True
        for visited in path:
            visited["#"] = visited.get("#", 0) + 1

    def countWordsStartingWith(self, prefix: str) -> int:
        node = self.root
        for letter in prefix:
            if letter not in node:
                return 0
            node = node[letter]
        return node.get("#", 0)


# Your Trie object will be instantiated and called as such:
# obj = Trie()
# obj.insert(word)
# param_2 = obj.countWordsStartingWith(prefix)
