// Correct but O(n^2): insertion sort, then scan the neighbours.
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

for i in 1..<max(1, n) {
    let value = values[i]
    var j = i
    while j > 0 && values[j - 1] > value {
        values[j] = values[j - 1]
        j -= 1
    }
    values[j] = value
}
var largest = 0
for i in 1..<max(1, n) { largest = max(largest, values[i] - values[i - 1]) }
print(largest)
