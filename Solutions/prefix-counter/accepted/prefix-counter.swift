// Autocomplete Counter (trie with prefix counts)
//
// Key idea: store the learnt words in a trie, and in every node keep `passing`, the number of
// learnt words whose path goes through that node (copies included). Then:
//   - add w:   walk down w, creating missing nodes, and add 1 to `passing` on every node;
//   - count p: walk down p; if the path breaks off, the answer is 0, otherwise it is the
//              `passing` value of the node where p ends.
// Both take O(length) time. Nodes live in flat arrays: children[node * 26 + letter] holds
// the child's index (0 = none, since the root, node 0, is never anyone's child).

import Foundation

/// Reads all of standard input at once and hands out whitespace-separated tokens.
/// (`readLine()` is too slow for hundreds of thousands of tokens.)
struct InputReader {
    private let bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
    private var index = 0

    private mutating func skipWhitespace() {
        while index < bytes.count && bytes[index] <= 32 { index += 1 }
    }

    mutating func readInt() -> Int {
        skipWhitespace()
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var value = 0
        while index < bytes.count && bytes[index] > 32 {
            value = value &* 10 &+ Int(bytes[index] &- 48)   // wrapping, so Int.min parses too
            index += 1
        }
        return negative ? 0 &- value : value
    }

    mutating func readWord() -> String {
        skipWhitespace()
        let start = index
        while index < bytes.count && bytes[index] > 32 { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }
}

struct PrefixTrie {
    private var children = [Int32](repeating: 0, count: 26)
    private var passing = [0]

    mutating func add(_ word: String) {
        var node = 0
        for byte in word.utf8 {
            let slot = node * 26 + Int(byte - UInt8(ascii: "a"))
            if children[slot] == 0 {
                children[slot] = Int32(passing.count)
                passing.append(0)
                children.append(contentsOf: repeatElement(0, count: 26))
            }
            node = Int(children[slot])
            passing[node] += 1
        }
    }

    func count(prefix: String) -> Int {
        var node = 0
        for byte in prefix.utf8 {
            node = Int(children[node * 26 + Int(byte - UInt8(ascii: "a"))])
            if node == 0 { return 0 }
        }
        return passing[node]
    }
}

var reader = InputReader()
let operationCount = reader.readInt()
var trie = PrefixTrie()
var output = ""
for _ in 0..<operationCount {
    let operation = reader.readWord()
    let word = reader.readWord()
    if operation == "add" {
        trie.add(word)
    } else {
        output += "\(trie.count(prefix: word))\n"
    }
}
print(output, terminator: "")
