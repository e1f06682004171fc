// WRONG: the two-pointer search is right, but repeated values are not skipped, so a
// triplet is printed once for every way to pick it (e.g. "-1 -1 2" several times).
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
var a: [Int] = []
for _ in 0..<n { a.append(input.nextInt()) }
a.sort()

var triplets: [(Int, Int, Int)] = []
for i in 0..<n {
    var left = i + 1
    var right = n - 1
    while left < right {
        let sum = a[i] + a[left] + a[right]
        if sum < 0 {
            left += 1
        } else if sum > 0 {
            right -= 1
        } else {
            triplets.append((a[i], a[left], a[right]))
            left += 1
            right -= 1
        }
    }
}

var output = "\(triplets.count)\n"
for (x, y, z) in triplets { output += "\(x) \(y) \(z)\n" }
print(output, terminator: "")
