// SLOW: counts correctly, then k times scans all distinct hashtags for the best one not
// yet printed. Correct, but O(k * d).

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
let n = reader.readInt()
let k = reader.readInt()
var uses: [String: Int] = [:]
for _ in 0..<n {
    uses[reader.readWord(), default: 0] += 1
}
var entries = uses.map { (tag: $0.key, uses: $0.value) }
var taken = [Bool](repeating: false, count: entries.count)
var lines: [String] = []
for _ in 0..<k {
    var best = -1
    for i in entries.indices where !taken[i] {
        if best == -1 || entries[i].uses > entries[best].uses
            || (entries[i].uses == entries[best].uses && entries[i].tag < entries[best].tag) {
            best = i
        }
    }
    taken[best] = true
    lines.append("\(entries[best].tag) \(entries[best].uses)")
}
print(lines.joined(separator: "\n"))
