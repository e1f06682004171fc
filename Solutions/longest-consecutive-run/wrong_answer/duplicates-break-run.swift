// WRONG: sorts and extends the run while each value is one more than the previous,
// but resets on a repeated value instead of skipping it: 1 2 2 3 gives 2, not 3.
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

var input = InputReader()
let n = input.nextInt()
var values: [Int] = []
for _ in 0..<n { values.append(input.nextInt()) }
values.sort()

var longest = n > 0 ? 1 : 0
var current = 1
for i in values.indices.dropFirst() {
    current = values[i] == values[i - 1] + 1 ? current + 1 : 1
    longest = max(longest, current)
}
print(longest)
