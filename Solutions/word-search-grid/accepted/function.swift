// Word Hunt, function mode: LeetCode's findWords. The words go into a trie; one depth-first
// search from every cell follows the trie and stops as soon as the path spells no prefix.
// A found word is removed from its trie node, so it is reported once.
class Solution {
    final class Node {
        var children = [Node?](repeating: nil, count: 26)
        var word: String?
    }

    func findWords(_ board: [[Character]], _ words: [String]) -> [String] {
        let root = Node()
        for word in words {
            var node = root
            for letter in word.utf8 {
                let index = Int(letter) - 97
                if node.children[index] == nil { node.children[index] = Node() }
                node = node.children[index]!
            }
            node.word = word
        }
        var grid = board.map { $0.map { Int($0.asciiValue!) - 97 } }
        let rows = grid.count, columns = grid[0].count
        var found: [String] = []

        func search(_ r: Int, _ c: Int, _ parent: Node) {
            let letter = grid[r][c]
            guard letter >= 0, let node = parent.children[letter] else { return }
            if let word = node.word {
                found.append(word)
                node.word = nil
            }
            grid[r][c] = -1
            if r > 0 { search(r - 1, c, node) }
            if r + 1 < rows { search(r + 1, c, node) }
            if c > 0 { search(r, c - 1, node) }
            if c + 1 < columns { search(r, c + 1, node) }
            grid[r][c] = letter
        }

        for r in 0..<rows {
            for c in 0..<columns { search(r, c, root) }
        }
        return found
    }
}
