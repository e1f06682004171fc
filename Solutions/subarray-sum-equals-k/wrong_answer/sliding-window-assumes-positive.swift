// WRONG: a two-pointer window (grow right, shrink left while the sum is too big)
// only works when every value is positive. A negative or zero value breaks it.
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
let k = input.nextInt()
var values: [Int] = []
for _ in 0..<n { values.append(input.nextInt()) }

var count = 0
var left = 0
var windowSum = 0
for right in 0..<n {
    windowSum += values[right]
    while windowSum > k && left <= right {
        windowSum -= values[left]
        left += 1
    }
    if windowSum == k && left <= right { count += 1 }
}
print(count)
