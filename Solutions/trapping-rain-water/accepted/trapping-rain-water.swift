// Trapping Rain Water — two pointers, advance the side with the lower wall.
//
// Key idea: the water above a building is min(highest wall to its left, highest wall
// to its right) - its height. Walk inward from both ends keeping leftMax and rightMax.
// If leftMax <= rightMax, then for the left pointer the right side certainly has a
// wall at least leftMax high, so its level is exactly leftMax: add leftMax - h[left]
// and advance. Otherwise, symmetrically, settle the right pointer.
//
// O(n) time, O(1) extra memory. The total can exceed 2^31; Swift's Int is 64-bit.
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
var leftMax = 0
var rightMax = 0
var water = 0
while left <= right {
    if leftMax <= rightMax {
        leftMax = max(leftMax, heights[left])
        water += leftMax - heights[left]
        left += 1
    } else {
        rightMax = max(rightMax, heights[right])
        water += rightMax - heights[right]
        right -= 1
    }
}
print(water)
