// Word Ladder (shortest path by breadth-first search)
//
// Key idea: words are nodes, and two words are joined when they differ in one letter; the
// answer is a shortest path, found by breadth-first search from the start word.
// To find neighbours quickly, group the words by *pattern*: the word with one position
// replaced by a wildcard ("c*ld", "co*d", ...). Words sharing a pattern are exactly one
// change apart. BFS expands a word through the groups of its L patterns, and each group
// needs to be scanned only once: whoever scans it first is at least as close to the start
// as any later word with that pattern. So the search does O(m * L) work after grouping.
//
// Grouping without hashing strings: a word of at most 10 letters fits in an Int (5 bits per
// letter), and a pattern is the word with one position's bits set to 31, which no letter
// uses. Sorting all (pattern, word, position) entries puts each group in a contiguous run.
// O(m * L * log(m * L)) time for the sort, O(m * L) memory.

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

func encode(_ word: String) -> Int {
    var code = 0
    for (position, byte) in word.utf8.enumerated() {
        code |= Int(byte - UInt8(ascii: "a")) << (5 * position)
    }
    return code
}

func shortestLadder(start: Int, goal: Int, list: Set<Int>, length: Int) -> Int {
    if start == goal { return 0 }
    guard list.contains(goal) else { return -1 }

    // The start word joins the nodes (as index 0) so its patterns get groups too.
    let words = [start] + list.subtracting([start])

    // entries: (pattern, slot) with slot = word index * length + position.
    var entries: [(pattern: Int, slot: Int)] = []
    entries.reserveCapacity(words.count * length)
    for (index, word) in words.enumerated() {
        for position in 0..<length {
            entries.append((word | (31 << (5 * position)), index * length + position))
        }
    }
    entries.sort { $0.pattern < $1.pattern }

    // Group g is entries[groupStart[g] ..< groupStart[g + 1]]; groupOf[slot] = g.
    var groupStart: [Int] = []
    var groupOf = [Int](repeating: 0, count: entries.count)
    for k in entries.indices {
        if k == 0 || entries[k].pattern != entries[k - 1].pattern { groupStart.append(k) }
        groupOf[entries[k].slot] = groupStart.count - 1
    }
    groupStart.append(entries.count)

    var scanned = [Bool](repeating: false, count: groupStart.count)
    var distance = [Int](repeating: -1, count: words.count)
    distance[0] = 0
    var queue = [0]
    var head = 0
    while head < queue.count {
        let current = queue[head]
        head += 1
        for position in 0..<length {
            let group = groupOf[current * length + position]
            if scanned[group] { continue }
            scanned[group] = true
            for k in groupStart[group]..<groupStart[group + 1] {
                let next = entries[k].slot / length
                if distance[next] != -1 { continue }
                distance[next] = distance[current] + 1
                if words[next] == goal { return distance[next] }
                queue.append(next)
            }
        }
    }
    return -1
}

var reader = InputReader()
let startWord = reader.readWord()
let goalWord = reader.readWord()
let m = reader.readInt()
let list = Set((0..<m).map { _ in encode(reader.readWord()) })
print(shortestLadder(start: encode(startWord), goal: encode(goalWord), list: list,
                     length: startWord.utf8.count))
