# Word Ladder, function mode (Python): bidirectional breadth-first search, always growing the
# smaller frontier by trying every single-letter change against the set of unvisited words.
class Solution:
    def ladderLength(self, beginWord: str, endWord: str, wordList: List[str]) -> int:
        if beginWord == endWord:
            return 1
        unvisited = set(wordList)
        if endWord not in unvisited:
            return 0
        unvisited.discard(beginWord)
        unvisited.discard(endWord)
        front, back = {beginWord}, {endWord}
        letters = string.ascii_lowercase
        length = 1
        while front and back:
            if len(front) > len(back):
                front, back = back, front
            length += 1
            grown = set()
            for word in front:
                for i in range(len(word)):
                    head, tail = word[:i], word[i + 1:]
                    for letter in letters:
                        candidate = head + letter + tail
                        if candidate in back:
                            return length
                        if candidate in unvisited:
                            unvisited.remove(candidate)
                            grown.add(candidate)
            front = grown
        return 0
