// WRONG: a correct breadth-first search, except that it lets the last step land on the
// goal even when the goal is not in the word list.

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
let start = reader.readWord()
let goal = reader.readWord()
let m = reader.readInt()
var words = Set((0..<m).map { _ in reader.readWord() })
words.insert(goal)      // bug: the goal must come from the list
var distance: [String: Int] = [start: 0]
var queue = [start]
var head = 0
var answer = start == goal ? 0 : -1
let letters = "abcdefghijklmnopqrstuvwxyz".map { $0 }
search: while head < queue.count && answer == -1 {
    let word = Array(queue[head])
    head += 1
    for i in word.indices {
        var candidate = word
        for letter in letters where letter != word[i] {
            candidate[i] = letter
            let next = String(candidate)
            if words.contains(next) && distance[next] == nil {
                distance[next] = distance[String(word)]! + 1
                if next == goal { answer = distance[next]!; break search }
                queue.append(next)
            }
        }
    }
}
print(answer)
