// Median of Two Sorted Arrays — binary search on how many elements come from A.
//
// Key idea: the k smallest elements of A[0..<i] ∪ B[0..<j] are the t smallest of A
// plus the k - t smallest of B, for the one split t where the pieces "fit together":
// A[t - 1] <= B[k - t] and B[k - t - 1] <= A[t]. As t grows, A[t] grows and
// B[k - t - 1] shrinks, so the smallest t with A[t] >= B[k - t - 1] is found by
// binary search. The k-th smallest is then the larger of the two last taken elements,
// and the (k+1)-th (needed for an even total) the smaller of the two next ones.
// With k = ceil(L / 2), one search gives the median (or both middle values).
//
// O(log(min(i, j))) per query. Twice the median reaches 2 * 10^9: Swift's Int is 64-bit.
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

/// Twice the median of a[0..<i] together with b[0..<j] (both sorted, i + j >= 1).
func twiceMedian(_ a: [Int], _ i: Int, _ b: [Int], _ j: Int) -> Int {
    let total = i + j
    let k = (total + 1) / 2                 // the median is the k-th smallest (lower one)
    var low = max(0, k - j)
    var high = min(k, i)
    while low < high {                      // smallest t with a[t] >= b[k - t - 1]
        let t = (low + high) / 2
        if a[t] < b[k - t - 1] {
            low = t + 1
        } else {
            high = t
        }
    }
    let t = low
    let kth = max(t > 0 ? a[t - 1] : Int.min, k - t > 0 ? b[k - t - 1] : Int.min)
    if total % 2 == 1 { return 2 * kth }
    let next = min(t < i ? a[t] : Int.max, k - t < j ? b[k - t] : Int.max)
    return kth + next
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
