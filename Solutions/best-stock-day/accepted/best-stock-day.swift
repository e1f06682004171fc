// Best Day to Buy and Sell — one sweep keeping the cheapest price so far.
//
// Key idea: the best sale on day j buys at the cheapest price among days before j.
// So sweep once, remembering that cheapest price; each day, selling today would gain
// price - cheapest. The answer is the largest such gain (0 if prices only fall).
// This is a sliding window whose left end jumps to every new minimum.
//
// O(n) time, O(1) memory.
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

var cheapest = Int.max
var bestProfit = 0
for _ in 0..<n {
    let price = input.nextInt()
    bestProfit = max(bestProfit, price - cheapest)
    cheapest = min(cheapest, price)
}
print(bestProfit)
