// Autocomplete Counter, function mode: a trie stored in flat arrays (node 0 is the root, the
// children of node v in slots 26v ..< 26v + 26); every node counts the words that pass
// through it. insert and countWordsStartingWith walk one node per letter: O(length).

class Trie {
    private var children = [Int32](repeating: 0, count: 26)   // 26 slots per node
    private var passing: [Int] = [0]

    init() {}

    func insert(_ word: String) {
        var node = 0
        for letter in word.utf8 {
            let slot = node * 26 + Int(letter &- 97)
            if children[slot] == 0 {
                children[slot] = Int32(passing.count)
                children.append(contentsOf: repeatElement(0, count: 26))
                passing.append(0)
            }
            node = Int(children[slot])
            passing[node] += 1
        }
    }

    func countWordsStartingWith(_ prefix: String) -> Int {
        var node = 0
        for letter in prefix.utf8 {
            node = Int(children[node * 26 + Int(letter &- 97)])
            if node == 0 { return 0 }
        }
        return passing[node]
    }
}

/**
 * Your Trie object will be instantiated and called as such:
 * let obj = Trie()
 * obj.insert(word)
 * let ret_2: Int = obj.countWordsStartingWith(prefix)
 */
