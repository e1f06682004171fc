// Count Inversions — merge sort that counts while merging.
//
// Key idea: sort both halves (counting the inversions inside each), then merge. When
// the next smallest element comes from the right half while `remaining` elements of
// the left half are still waiting, it is smaller than all of them — `remaining` new
// inversions at once. Taking from the left on ties (<=) keeps equal values from
// being counted.
//
// O(n log n) time, O(n) extra memory. The count reaches ~4.5 * 10^10: 64-bit Int.
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

/// Sorts values[range] using `buffer` as scratch space; returns the inversions in it.
func sortCountingInversions(_ values: inout [Int], _ buffer: inout [Int], _ range: Range<Int>) -> Int {
    if range.count <= 1 { return 0 }
    let mid = range.lowerBound + range.count / 2
    var inversions = sortCountingInversions(&values, &buffer, range.lowerBound..<mid)
        + sortCountingInversions(&values, &buffer, mid..<range.upperBound)

    var left = range.lowerBound
    var right = mid
    var out = range.lowerBound
    while left < mid || right < range.upperBound {
        if right == range.upperBound || (left < mid && values[left] <= values[right]) {
            buffer[out] = values[left]
            left += 1
        } else {
            inversions += mid - left    // values[right] is smaller than every left element remaining
            buffer[out] = values[right]
            right += 1
        }
        out += 1
    }
    for i in range { values[i] = buffer[i] }
    return inversions
}

var input = InputReader()
let n = input.nextInt()
var values: [Int] = []
for _ in 0..<n { values.append(input.nextInt()) }
var buffer = values
print(sortCountingInversions(&values, &buffer, 0..<n))
