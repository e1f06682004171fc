// Two Sum — one pass with a hash map.
//
// Key idea: scan left to right and remember, for every value seen so far, the index
// where it appeared. When we reach a[j], the partner it needs is target - a[j]; if that
// value was already seen at index i, then (i, j) is the pair. Looking up *before*
// inserting a[j] makes sure an element is never paired with itself.
//
// O(n) expected time, O(n) memory. Sums fit easily in Swift's 64-bit Int.
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

var indexOfValue = [Int: Int](minimumCapacity: n)
for j in 1...n {
    let value = input.nextInt()
    if let i = indexOfValue[target - value] {
        print(i, j)
        break
    }
    indexOfValue[value] = j
}
