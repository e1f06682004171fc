// WRONG: the trie has no end-of-word flag, so search only checks that the walk succeeds and
// answers true for any prefix of an inserted word (search app after insert apple).

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
var nodeCount = 1

func walk(_ word: String) -> Bool {
    var node = 0
    for letter in word.utf8 {
        node = Int(children[node * 26 + Int(letter &- 97)])
        if node == 0 { return false }
    }
    return true
}

var reader = InputReader()
let operationCount = reader.readInt()
var output = ""
for _ in 0..<operationCount {
    let operation = reader.readWord()
    let word = reader.readWord()
    if operation == "insert" {
        var node = 0
        for letter in word.utf8 {
            let slot = node * 26 + Int(letter &- 97)
            if children[slot] == 0 {
                children[slot] = Int32(nodeCount)
                nodeCount += 1
                children.append(contentsOf: repeatElement(0, count: 26))
            }
            node = Int(children[slot])
        }
    } else {
        output += walk(word) ? "true\n" : "false\n"
    }
}
print(output, terminator: "")
