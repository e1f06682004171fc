// Container With Most Water — two pointers from the ends, always move the shorter post.
//
// Key idea: start with the widest trough (first and last post). Its water level is set
// by the shorter post. Pairing that shorter post with anything *closer* can only lose
// width and can never raise the level above it, so it is done: move it inward. Each
// step discards one post, so n - 1 steps check every pair that could be the best.
//
// O(n) time, O(1) extra memory. Areas reach ~2*10^14, fine for Swift's 64-bit Int.
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
    if heights[left] < heights[right] {
        left += 1
    } else {
        right -= 1
    }
}
print(best)
