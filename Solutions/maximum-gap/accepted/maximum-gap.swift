// Maximum Gap — pigeonhole buckets, O(n).
//
// Key idea: with minimum lo and maximum hi, the n - 1 gaps add up to hi - lo, so the
// largest gap is at least (hi - lo) / (n - 1). Cut [lo, hi] into buckets of width
// w = max(1, (hi - lo) / (n - 1)). Two values in the same bucket differ by less than
// w, so the maximum gap is never inside a bucket: it runs from the maximum of one
// non-empty bucket to the minimum of the next non-empty bucket (empty buckets in
// between are skipped). Each bucket only needs its minimum and maximum.
//
// O(n) time and memory, no sorting.
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
var values: [Int] = []
for _ in 0..<n { values.append(input.nextInt()) }

func maximumGap(_ values: [Int]) -> Int {
    guard values.count >= 2, let lo = values.min(), let hi = values.max(), lo < hi else { return 0 }
    let width = max(1, (hi - lo) / (values.count - 1))
    let bucketCount = (hi - lo) / width + 1
    var bucketMin = [Int](repeating: Int.max, count: bucketCount)
    var bucketMax = [Int](repeating: Int.min, count: bucketCount)
    for value in values {
        let b = (value - lo) / width
        bucketMin[b] = min(bucketMin[b], value)
        bucketMax[b] = max(bucketMax[b], value)
    }
    var largest = 0
    var previousMax = lo            // bucket 0 always holds lo
    for b in 0..<bucketCount where bucketMin[b] != Int.max {
        largest = max(largest, bucketMin[b] - previousMax)
        previousMax = bucketMax[b]
    }
    return largest
}

print(maximumGap(values))
