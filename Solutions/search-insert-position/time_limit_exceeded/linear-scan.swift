// Correct but O(n * q): scans the shelf from the start for every query.
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
}

/// Linear scan: counts the elements smaller than x.
func lowerBound(_ sorted: [Int], _ x: Int) -> Int {
    var p = 0
    while p < sorted.count && sorted[p] < x { p += 1 }
    return p
}

var input = InputReader()
let n = input.nextInt()
let q = input.nextInt()
var shelf: [Int] = []
for _ in 0..<n { shelf.append(input.nextInt()) }

var answers: [String] = []
answers.reserveCapacity(q)
for _ in 0..<q {
    answers.append(String(lowerBound(shelf, input.nextInt())))
}
print(answers.joined(separator: " "))
