// Most Different Pair (maximum XOR of two numbers, binary trie)
//
// Key idea: XOR is decided greedily from the highest bit down: a 1 in bit 29 beats any
// combination of lower bits. Put the numbers into a binary trie, one level per bit from
// bit 29 to bit 0. For a number x, walk down the trie preferring at each level the child
// whose bit is the *opposite* of x's bit (that makes this bit of the XOR 1); take the other
// child only when the preferred one is missing. Querying each number before inserting it
// checks every pair once. O(30 n) time, O(30 n) memory.

import Foundation

/// Reads all of standard input at once and hands out whitespace-separated tokens.
/// (`readLine()` is too slow for hundreds of thousands of numbers.)
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
}

let bits = 30

/// A binary trie stored in a flat array: child[node * 2 + bit], 0 meaning "no child".
struct BinaryTrie {
    private var child: [Int32]

    init(capacity: Int) {
        child = [Int32](repeating: 0, count: 2)
        child.reserveCapacity(2 * (capacity * bits + 1))
    }

    mutating func insert(_ value: Int) {
        var node = 0
        for shift in stride(from: bits - 1, through: 0, by: -1) {
            let slot = node * 2 + (value >> shift) & 1
            if child[slot] == 0 {
                child[slot] = Int32(child.count / 2)
                child.append(0)
                child.append(0)
            }
            node = Int(child[slot])
        }
    }

    /// The largest value XOR y over the inserted values y (the trie must not be empty).
    func bestXor(with value: Int) -> Int {
        var node = 0
        var result = 0
        for shift in stride(from: bits - 1, through: 0, by: -1) {
            let bit = (value >> shift) & 1
            let opposite = Int(child[node * 2 + (1 - bit)])
            if opposite != 0 {
                result |= 1 << shift
                node = opposite
            } else {
                node = Int(child[node * 2 + bit])
            }
        }
        return result
    }
}

var reader = InputReader()
let n = reader.readInt()
var trie = BinaryTrie(capacity: n)
var best = 0
trie.insert(reader.readInt())
for _ in 1..<n {
    let value = reader.readInt()
    best = max(best, trie.bestXor(with: value))
    trie.insert(value)
}
print(best)
