// WRONG: sorts the numbers as strings in decreasing order. "3" and "30" give "303",
// but "330" is larger.
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

/// BUG: plain string order — puts "30" before "3".
func goesFirst(_ x: [UInt8], _ y: [UInt8]) -> Bool {
    y.lexicographicallyPrecedes(x)
}

var input = InputReader()
let n = input.nextInt()
var cards: [[UInt8]] = []
for _ in 0..<n { cards.append(input.nextWord()) }
cards.sort(by: goesFirst)

var output: [UInt8] = cards[0] == [UInt8(ascii: "0")] ? [UInt8(ascii: "0")] : cards.flatMap { $0 }
output.append(UInt8(ascii: "\n"))
FileHandle.standardOutput.write(Data(output))
