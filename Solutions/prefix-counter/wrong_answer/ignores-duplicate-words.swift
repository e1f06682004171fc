// WRONG: treats the trie as a set: adding a word that is already present changes nothing,
// so repeated words are counted once instead of once per copy.

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

var children = [Int32](repeating: 0, count: 26)
var passing = [0]
var isWord = [false]

var reader = InputReader()
let operationCount = reader.readInt()
var output = ""
for _ in 0..<operationCount {
    let operation = reader.readWord()
    let word = reader.readWord()
    var node = 0
    if operation == "add" {
        // Skip words we already know.
        var known = true
        for byte in word.utf8 {
            node = Int(children[node * 26 + Int(byte - 97)])
            if node == 0 { known = false; break }
        }
        if known && isWord[node] { continue }
        node = 0
        for byte in word.utf8 {
            let slot = node * 26 + Int(byte - 97)
            if children[slot] == 0 {
                children[slot] = Int32(passing.count)
                passing.append(0)
                isWord.append(false)
                children.append(contentsOf: repeatElement(0, count: 26))
            }
            node = Int(children[slot])
            passing[node] += 1
        }
        isWord[node] = true
    } else {
        for byte in word.utf8 {
            node = Int(children[node * 26 + Int(byte - 97)])
            if node == 0 { break }
        }
        output += "\(node == 0 ? 0 : passing[node])\n"
    }
}
print(output, terminator: "")
