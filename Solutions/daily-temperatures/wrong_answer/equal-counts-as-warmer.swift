// WRONG: pops waiting days whose temperature is *equal* to today's, treating an equally
// warm day as warmer.
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
var temperatures: [Int] = []
for _ in 0..<n { temperatures.append(input.nextInt()) }

var wait = [Int](repeating: 0, count: n)
var waitingDays: [Int] = []
for today in 0..<n {
    while let day = waitingDays.last, temperatures[day] <= temperatures[today] {   // BUG: equal is not warmer
        wait[day] = today - day
        waitingDays.removeLast()
    }
    waitingDays.append(today)
}
print(wait.map(String.init).joined(separator: " "))
