// Implement a Trie, function mode: nodes as a class with 26 optional children and an
// end-of-word flag. Every method walks one node per letter: O(length).

class Trie {
    private final class Node {
        var children = [Node?](repeating: nil, count: 26)
        var isWord = false
    }

    private let root = Node()

    init() {}

    func insert(_ word: String) {
        var node = root
        for letter in word.utf8 {
            let index = Int(letter &- 97)
            if let child = node.children[index] {
                node = child
            } else {
                let child = Node()
                node.children[index] = child
                node = child
            }
        }
        node.isWord = true
    }

    func search(_ word: String) -> Bool {
        walk(word)?.isWord ?? false
    }

    func startsWith(_ prefix: String) -> Bool {
        walk(prefix) != nil
    }

    private func walk(_ text: String) -> Node? {
        var node = root
        for letter in text.utf8 {
            guard let child = node.children[Int(letter &- 97)] else { return nil }
            node = child
        }
        return node
    }
}

/**
 * Your Trie object will be instantiated and called as such:
 * let obj = Trie()
 * obj.insert(word)
 * let ret_2: Bool = obj.search(word)
 * let ret_3: Bool = obj.startsWith(prefix)
 */
