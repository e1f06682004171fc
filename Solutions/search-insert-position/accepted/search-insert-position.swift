// Search Insert Position — binary search for the first element >= x (lower bound).
//
// Key idea: the answer is the first index p with a[p] >= x (or n if there is none).
// Keep the half-open range [low, high) that must contain it, starting with [0, n] —
// note high = n, since "after the last element" is a valid answer. Look at the
// middle: if a[mid] < x the answer is to the right of mid, otherwise it is mid or to
// its left. The range halves each step.
//
// O(log n) per query, O((n + q) log n) in total.
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

/// The first index p in `sorted` with sorted[p] >= x, or sorted.count if none.
func lowerBound(_ sorted: [Int], _ x: Int) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
        let mid = low + (high - low) / 2
        if sorted[mid] < x {
            low = mid + 1
        } else {
            high = mid
        }
    }
    return low
}

var input = InputReader()
let n = input.nextInt()
let q = input.nextInt()
var shelf: [Int] = []
for _ in 0..<n { shelf.append(input.nextInt()) }

var answers: [String] = []
answers.reserveCapacity(q)
for _ in 0..<q {
    answers.append(String(lowerBound(shelf, input.nextInt())))
}
print(answers.joined(separator: " "))
