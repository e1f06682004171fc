// Generations in a Family Tree (maximum depth of a tree)
//
// Key idea: turn the parent array into children lists, then walk the tree level by level
// from the founder (breadth-first). The number of levels is the depth. Iterating over
// levels instead of recursing keeps a chain of 200000 people from overflowing the call
// stack. O(n) time and memory.

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
let parent = (0..<n).map { _ in reader.readInt() }

var children = [[Int]](repeating: [], count: n)
var founder = 0
for person in 0..<n {
    if parent[person] == -1 {
        founder = person
    } else {
        children[parent[person]].append(person)
    }
}

var generations = 0
var level = [founder]
while !level.isEmpty {
    generations += 1
    var nextLevel: [Int] = []
    for person in level {
        nextLevel.append(contentsOf: children[person])
    }
    level = nextLevel
}
print(generations)
