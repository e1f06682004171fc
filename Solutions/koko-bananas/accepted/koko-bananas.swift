// Koko Eating Bananas — binary search on the answer.
//
// Key idea: the hours needed, sum of ceil(p / k), never increase as the speed k grows.
// So the feasible speeds form a suffix [answer, infinity) of the integers, and we can
// binary search for its first element in [1, max pile] (max pile is always feasible,
// since h >= n). Checking one candidate speed costs O(n).
// ceil(p / k) is computed in integers as (p + k - 1) / k; the sum needs 64 bits.
//
// O(n log(max p)) time, O(n) memory.
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

/// Hours needed to eat every pile at `speed` bananas per hour.
func hoursNeeded(_ piles: [Int], speed: Int) -> Int {
    var hours = 0
    for pile in piles { hours += (pile + speed - 1) / speed }
    return hours
}

var input = InputReader()
let n = input.nextInt()
let hoursAvailable = input.nextInt()
var piles: [Int] = []
for _ in 0..<n { piles.append(input.nextInt()) }

// Invariant: the answer lies in [low, high].
var low = 1
var high = piles.max()!
while low < high {
    let mid = low + (high - low) / 2
    if hoursNeeded(piles, speed: mid) <= hoursAvailable {
        high = mid        // mid works; maybe something slower does too
    } else {
        low = mid + 1     // mid is too slow
    }
}
print(low)
