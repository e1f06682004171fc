// Is It a Search Tree? (validate a binary search tree)
//
// Key idea: a binary tree is a valid BST exactly when its in-order traversal (left subtree,
// node, right subtree) lists the keys in strictly increasing order. So traverse in order and
// compare each key with the previous one; "strictly" also rejects duplicates.
//
// The traversal uses an explicit stack: a chain of 200000 nodes would overflow the call
// stack with recursion. Comparing with the previous key (an optional, not a sentinel such
// as Int.min) stays correct when keys sit at the 64-bit extremes. O(n) time and memory.

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

var reader = InputReader()
let n = reader.readInt()
var key = [Int](repeating: 0, count: n)
var left = [Int](repeating: -1, count: n)
var right = [Int](repeating: -1, count: n)
for node in 0..<n {
    key[node] = reader.readInt()
    left[node] = reader.readInt()
    right[node] = reader.readInt()
}

func isSearchTree(root: Int) -> Bool {
    var stack: [Int] = []
    var node = root
    var previousKey: Int? = nil
    while node != -1 || !stack.isEmpty {
        while node != -1 {             // go as far left as possible
            stack.append(node)
            node = left[node]
        }
        node = stack.removeLast()       // visit
        if let previous = previousKey, key[node] <= previous { return false }
        previousKey = key[node]
        node = right[node]              // then the right subtree
    }
    return true
}

print(isSearchTree(root: 0) ? "YES" : "NO")
