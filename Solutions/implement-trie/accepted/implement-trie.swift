// Implement a Trie
//
// Key idea: a trie in flat arrays. Node 0 is the root; the children of node v sit in slots
// 26v ..< 26v + 26 of `children` (0 = no child, since the root is never anyone's child), and
// `isWord[v]` says whether an inserted word ends at v. insert walks down creating missing
// nodes, search walks down and reads the flag, startsWith only needs the walk to succeed.
// O(total length).

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
            value = value &* 10 &+ Int(bytes[index] &- 48)
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

var children = [Int32](repeating: 0, count: 26)
var isWord = [false]

/// The node reached by walking down `word`, or nil when the walk falls off the trie.
func walk(_ word: String) -> Int? {
    var node = 0
    for letter in word.utf8 {
        node = Int(children[node * 26 + Int(letter &- 97)])
        if node == 0 { return nil }
    }
    return node
}

var reader = InputReader()
let operationCount = reader.readInt()
var output = ""
for _ in 0..<operationCount {
    let operation = reader.readWord()
    let word = reader.readWord()
    switch operation {
    case "insert":
        var node = 0
        for letter in word.utf8 {
            let slot = node * 26 + Int(letter &- 97)
            if children[slot] == 0 {
                children[slot] = Int32(isWord.count)
                children.append(contentsOf: repeatElement(0, count: 26))
                isWord.append(false)
            }
            node = Int(children[slot])
        }
        isWord[node] = true
    case "search":
        output += walk(word).map { isWord[$0] } == true ? "true\n" : "false\n"
    default:                                             // startsWith
        output += walk(word) != nil ? "true\n" : "false\n"
    }
}
print(output, terminator: "")
