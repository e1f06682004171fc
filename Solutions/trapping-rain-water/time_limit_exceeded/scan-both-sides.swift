// Correct but O(n^2): for every building, scans left and right for the tallest walls.
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

var water = 0
for i in 0..<n {
    var leftMax = 0
    for j in 0...i { leftMax = max(leftMax, heights[j]) }
    var rightMax = 0
    for j in i..<n { rightMax = max(rightMax, heights[j]) }
    water += min(leftMax, rightMax) - heights[i]
}
print(water)
