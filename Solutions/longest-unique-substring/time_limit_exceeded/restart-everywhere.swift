// Correct but O(n * answer), i.e. O(n^2) when ids are distinct: restarts from every
// position and extends until a repeat.
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
var ids: [Int] = []
for _ in 0..<n { ids.append(input.nextInt()) }

var longest = 0
for start in 0..<n {
    var seen = Set<Int>()
    var end = start
    while end < n && !seen.contains(ids[end]) {
        seen.insert(ids[end])
        end += 1
    }
    longest = max(longest, end - start)
}
print(longest)
