// Correct but O(answer * n): tries speeds 1, 2, 3, ... until one is fast enough.
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

var speed = 1
while hoursNeeded(piles, speed: speed) > hoursAvailable { speed += 1 }
print(speed)
