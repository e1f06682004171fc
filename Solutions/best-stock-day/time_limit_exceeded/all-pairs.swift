// Correct but O(n^2): tries every (buy day, sell day) pair.
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
var prices: [Int] = []
for _ in 0..<n { prices.append(input.nextInt()) }

var bestProfit = 0
for buy in 0..<n {
    for sell in (buy + 1)..<max(buy + 1, n) {
        bestProfit = max(bestProfit, prices[sell] - prices[buy])
    }
}
print(bestProfit)
