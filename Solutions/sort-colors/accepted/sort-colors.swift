// Sort Colors — Dutch national flag partition in one pass.
//
// Key idea: keep three regions: codes[0..<low] are all 0, codes[low..<mid] are all 1,
// codes[high+1...] are all 2, and codes[mid...high] is still unexamined. Look at
// codes[mid]: a 0 is swapped to the end of the 0-region, a 1 just joins the 1-region,
// a 2 is swapped to the front of the 2-region — and `mid` does not advance then, since
// the element that came back from the end has not been examined yet.
// (Counting the three codes and writing them out is an equally good O(n) answer.)
//
// O(n) time, O(1) extra memory.
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

var low = 0
var mid = 0
var high = n - 1
while mid <= high {
    switch codes[mid] {
    case 0:
        codes.swapAt(low, mid)
        low += 1
        mid += 1
    case 1:
        mid += 1
    default:
        codes.swapAt(mid, high)
        high -= 1
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
