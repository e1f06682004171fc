// Rising Temperatures — longest strictly increasing subsequence in O(n log n).
//
// Key idea (patience sorting): tails[len] is the smallest possible last reading of a rising
// streak of length len + 1 seen so far. tails is itself strictly increasing, so for each
// reading x we binary-search the first tail >= x: replacing it with x keeps every streak
// length achievable with a smaller (better) ending; if there is none, x extends the longest
// streak. Using ">=" (not ">") makes equal readings replace rather than extend: strictness.
import Foundation

/// Reads whitespace-separated integers from all of standard input.
struct Reader {
    private let bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
    private var pos = 0
    mutating func int() -> Int {
        while pos < bytes.count, bytes[pos] <= 32 { pos += 1 }
        var sign = 1
        if pos < bytes.count, bytes[pos] == 45 { sign = -1; pos += 1 }
        var value = 0
        while pos < bytes.count, bytes[pos] > 32 { value = value * 10 + Int(bytes[pos] - 48); pos += 1 }
        return sign * value
    }
}

/// Index of the first element of the sorted array `a` that is >= x (a.count if none).
func lowerBound(_ a: [Int], _ x: Int) -> Int {
    var low = 0, high = a.count
    while low < high {
        let mid = (low + high) / 2
        if a[mid] < x { low = mid + 1 } else { high = mid }
    }
    return low
}

var input = Reader()
let n = input.int()
var tails: [Int] = []
for _ in 0..<n {
    let reading = input.int()
    let slot = lowerBound(tails, reading)
    if slot == tails.count { tails.append(reading) } else { tails[slot] = reading }
}
print(tails.count)
