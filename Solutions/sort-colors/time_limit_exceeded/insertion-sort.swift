// Correct but O(n^2): insertion sort.
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
var codes: [Int] = []
codes.reserveCapacity(n)
for _ in 0..<n { codes.append(input.nextInt()) }

for i in 1..<max(1, n) {
    var j = i
    while j > 0 && codes[j - 1] > codes[j] {
        codes.swapAt(j - 1, j)
        j -= 1
    }
}

var output: [UInt8] = []
output.reserveCapacity(2 * n)
for code in codes {
    output.append(UInt8(ascii: "0") + UInt8(code))
    output.append(UInt8(ascii: " "))
}
output[output.count - 1] = UInt8(ascii: "\n")
FileHandle.standardOutput.write(Data(output))
