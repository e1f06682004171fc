// WRONG: keys each word by the *set* of letters it uses (a 26-bit mask), forgetting
// how many times each letter occurs — so "aab" and "abb" land in the same group.
import Foundation

/// Fast whitespace-separated token reader over all of standard input.
struct InputReader {
    private let bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
    private var position = 0

    private mutating func skipSpaces() {
        while position < bytes.count, bytes[position] <= 32 { position += 1 }
    }

    mutating func nextInt() -> Int {
        skipSpaces()
        var isNegative = false
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { isNegative = true; position += 1 }
        var value = 0
        while position < bytes.count, bytes[position] >= 48, bytes[position] <= 57 {
            value = value * 10 + Int(bytes[position] - 48)
            position += 1
        }
        return isNegative ? -value : value
    }

    /// The next token as raw bytes.
    mutating func nextWord() -> [UInt8] {
        skipSpaces()
        let start = position
        while position < bytes.count, bytes[position] > 32 { position += 1 }
        return Array(bytes[start..<position])
    }
}

var input = InputReader()
let n = input.nextInt()

var groupOfKey: [Int: [[UInt8]]] = [:]
for _ in 0..<n {
    let word = input.nextWord()
    var mask = 0
    for letter in word { mask |= 1 << Int(letter - UInt8(ascii: "a")) }
    groupOfKey[mask, default: []].append(word)
}

var groups = groupOfKey.values.map { $0.sorted { $0.lexicographicallyPrecedes($1) } }
groups.sort { $0[0].lexicographicallyPrecedes($1[0]) }

var output: [UInt8] = []
output.append(contentsOf: Array("\(groups.count)\n".utf8))
for group in groups {
    for (k, word) in group.enumerated() {
        if k > 0 { output.append(UInt8(ascii: " ")) }
        output.append(contentsOf: word)
    }
    output.append(UInt8(ascii: "\n"))
}
FileHandle.standardOutput.write(Data(output))
