// Correct but O(n * q): scans the whole array for every query.
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

/// Linear scan for x.
func index(of x: Int, in a: [Int]) -> Int {
    a.firstIndex(of: x) ?? -1
}

var input = InputReader()
let n = input.nextInt()
let q = input.nextInt()
var seats: [Int] = []
for _ in 0..<n { seats.append(input.nextInt()) }

var answers: [String] = []
answers.reserveCapacity(q)
for _ in 0..<q {
    answers.append(String(index(of: input.nextInt(), in: seats)))
}
print(answers.joined(separator: " "))
