// WRONG: two pointers from the ends, but moves the *taller* post inward ("keep the
// short one, look for a taller partner"), which throws away the pair that matters.
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
var heights: [Int] = []
for _ in 0..<n { heights.append(input.nextInt()) }

var left = 0
var right = n - 1
var best = 0
while left < right {
    best = max(best, (right - left) * min(heights[left], heights[right]))
    if heights[left] > heights[right] {
        left += 1
    } else {
        right -= 1
    }
}
print(best)
