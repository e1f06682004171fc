// Correct but O(n * groups): compares each word with the representative of every
// group found so far (no hashing).
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

var keys: [[UInt8]] = []
var groups: [[[UInt8]]] = []
for _ in 0..<n {
    let word = input.nextWord()
    let key = word.sorted()
    if let g = keys.firstIndex(of: key) {
        groups[g].append(word)
    } else {
        keys.append(key)
        groups.append([word])
    }
}

groups = groups.map { $0.sorted { $0.lexicographicallyPrecedes($1) } }
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
