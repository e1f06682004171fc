// Subarray Sum Equals K — prefix sums + a hash map of how often each prefix sum occurred.
//
// Key idea: let prefix(r) = a[1] + ... + a[r], with prefix(0) = 0. The stretch l...r
// sums to k exactly when prefix(l - 1) = prefix(r) - k. So, scanning r from left to
// right, the number of stretches ending at r is the number of earlier prefix sums equal
// to prefix(r) - k — a dictionary lookup. This works with negative values and zeros,
// where a two-pointer window would not.
//
// O(n) expected time, O(n) memory. Swift's Int is 64-bit: the count can reach ~2*10^10.
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
let k = input.nextInt()

var timesSeen: [Int: Int] = [0: 1]   // prefix sum -> how many prefixes so far have it
timesSeen.reserveCapacity(n + 1)
var prefix = 0
var count = 0
for _ in 0..<n {
    prefix += input.nextInt()
    count += timesSeen[prefix - k, default: 0]
    timesSeen[prefix, default: 0] += 1
}
print(count)
