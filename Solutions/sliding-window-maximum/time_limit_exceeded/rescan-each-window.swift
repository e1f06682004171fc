// Correct but O(n * k): recomputes the maximum of every window from scratch.
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
var a: [Int] = []
for _ in 0..<n { a.append(input.nextInt()) }

var output = ""
for start in 0...(n - k) {
    var best = Int.min
    for i in start..<(start + k) { best = max(best, a[i]) }
    output += String(best)
    output += start == n - k ? "\n" : " "
}
print(output, terminator: "")
