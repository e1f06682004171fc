// WRONG: the stack logic is right, but the bars still on the stack at the end are never
// popped, so rectangles reaching the last bar (e.g. increasing heights) are missed.
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
for i in 0..<n {   // BUG: no sentinel, bars left on the stack are never measured
    let height = heights[i]
    while let top = rising.last, heights[top] >= height {
        rising.removeLast()
        let left = (rising.last ?? -1) + 1
        largest = max(largest, heights[top] * (i - left))
    }
    rising.append(i)
}
print(largest)
