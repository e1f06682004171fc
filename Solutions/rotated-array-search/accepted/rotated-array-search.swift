// Search in a Rotated Array — binary search that keeps the sorted half in view.
//
// Key idea: cut the range [low, high] at mid. A rotation has only one "drop", so at
// least one side is sorted: if a[low] <= a[mid], then a[low...mid] is increasing,
// otherwise a[mid...high] is. For the sorted side we can tell from its two end values
// whether x could be inside it; keep that side if so, else keep the other one.
// Note the `<=`: when low == mid the left "half" is the single element a[mid].
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

/// The index of x in the rotated sorted array `a`, or -1.
func index(of x: Int, in a: [Int]) -> Int {
    var low = 0
    var high = a.count - 1
    while low <= high {
        let mid = low + (high - low) / 2
        if a[mid] == x { return mid }
        if a[low] <= a[mid] {
            // a[low...mid] is sorted.
            if a[low] <= x && x < a[mid] { high = mid - 1 } else { low = mid + 1 }
        } else {
            // a[mid...high] is sorted.
            if a[mid] < x && x <= a[high] { low = mid + 1 } else { high = mid - 1 }
        }
    }
    return -1
}

var input = InputReader()
let n = input.nextInt()
let q = input.nextInt()
var seats: [Int] = []
for _ in 0..<n { seats.append(input.nextInt()) }

var answers: [String] = []
answers.reserveCapacity(q)
for _ in 0..<q {
    answers.append(String(index(of: input.nextInt(), in: seats)))
}
print(answers.joined(separator: " "))
