// WRONG: fills the map with every value first, then searches. An element whose value
// is exactly target / 2 finds *itself* and prints "i i".
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
let target = input.nextInt()
var values: [Int] = []
var indexOfValue: [Int: Int] = [:]
for j in 1...n {
    let value = input.nextInt()
    values.append(value)
    indexOfValue[value] = j
}
for i in 1...n {
    if let j = indexOfValue[target - values[i - 1]] {
        print(i, j)
        break
    }
}
