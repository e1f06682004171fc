// Correct but O(i + j) per query: merges the two prefixes up to the middle.
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

/// Merges the two prefixes up to the middle, for every query.
func twiceMedian(_ a: [Int], _ i: Int, _ b: [Int], _ j: Int) -> Int {
    let total = i + j
    var merged: [Int] = []
    var x = 0, y = 0
    while merged.count <= total / 2 {
        if y == j || (x < i && a[x] <= b[y]) {
            merged.append(a[x]); x += 1
        } else {
            merged.append(b[y]); y += 1
        }
    }
    return total % 2 == 1 ? 2 * merged[total / 2] : merged[total / 2 - 1] + merged[total / 2]
}

var input = InputReader()
let n = input.nextInt()
let m = input.nextInt()
let q = input.nextInt()
var a: [Int] = []
for _ in 0..<n { a.append(input.nextInt()) }
var b: [Int] = []
for _ in 0..<m { b.append(input.nextInt()) }

var output = ""
for _ in 0..<q {
    let i = input.nextInt()
    let j = input.nextInt()
    output += "\(twiceMedian(a, i, b, j))\n"
}
print(output, terminator: "")
