// SLOW: breadth-first search that finds the neighbours of a word by comparing it with every
// word in the list. Correct, but O(m^2 * L) when the search reaches most of the list.

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

var reader = InputReader()
let start = Array(reader.readWord().utf8)
let goal = Array(reader.readWord().utf8)
let m = reader.readInt()
let words = Array(Set((0..<m).map { _ in reader.readWord() })).map { Array($0.utf8) }

func oneApart(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    var differences = 0
    for i in a.indices where a[i] != b[i] {
        differences += 1
        if differences > 1 { return false }
    }
    return differences == 1
}

var answer = -1
if start == goal {
    answer = 0
} else if words.contains(goal) {
    var visited = [Bool](repeating: false, count: words.count)
    var frontier = [start]
    var steps = 0
    search: while !frontier.isEmpty {
        steps += 1
        var nextFrontier: [[UInt8]] = []
        for word in frontier {
            for (index, candidate) in words.enumerated() where !visited[index] && oneApart(word, candidate) {
                if candidate == goal { answer = steps; break search }
                visited[index] = true
                nextFrontier.append(candidate)
            }
        }
        frontier = nextFrontier
    }
}
print(answer)
