// Largest Rectangle in a Histogram — monotonic stack.
//
// Key idea: the best rectangle has the height of some bar b and stretches as far as
// possible left and right over bars at least as tall. Keep a stack of bar indices with
// increasing heights. When bar i is lower than the top bar, the top's rectangle cannot
// extend to i: its right edge is i - 1, and its left edge is just after the bar below
// it on the stack (everything in between was taller, or it would still be there).
// Pop it and record its area. A virtual bar of height 0 after the last one flushes
// the stack at the end.
//
// O(n) time: every bar is pushed and popped once. O(n) memory. Areas fit in Int (64-bit).
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

var rising: [Int] = []   // indices of bars with increasing heights
var largest = 0
for i in 0...n {
    let height = i < n ? heights[i] : 0   // height-0 sentinel flushes the stack
    while let top = rising.last, heights[top] >= height {
        rising.removeLast()
        let left = (rising.last ?? -1) + 1
        largest = max(largest, heights[top] * (i - left))
    }
    rising.append(i)
}
print(largest)
