// Correct but O(n^2): selection sort with the right comparator.
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

/// True if x + y > y + x as digit strings, compared without building them.
func goesFirst(_ x: [UInt8], _ y: [UInt8]) -> Bool {
    let length = x.count + y.count
    for k in 0..<length {
        let fromXY = k < x.count ? x[k] : y[k - x.count]
        let fromYX = k < y.count ? y[k] : x[k - y.count]
        if fromXY != fromYX { return fromXY > fromYX }
    }
    return false   // xy == yx: either order is fine
}

var input = InputReader()
let n = input.nextInt()
var cards: [[UInt8]] = []
for _ in 0..<n { cards.append(input.nextWord()) }
// Selection sort: O(n^2) comparisons.
for i in 0..<n {
    var best = i
    for j in (i + 1)..<max(i + 1, n) where goesFirst(cards[j], cards[best]) { best = j }
    cards.swapAt(i, best)
}

var output: [UInt8] = cards[0] == [UInt8(ascii: "0")] ? [UInt8(ascii: "0")] : cards.flatMap { $0 }
output.append(UInt8(ascii: "\n"))
FileHandle.standardOutput.write(Data(output))
