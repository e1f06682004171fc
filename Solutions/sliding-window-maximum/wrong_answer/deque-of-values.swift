// WRONG: the deque stores *values* and pops equal values from the back too. When the
// value leaving the window equals the front, it pops the front — but with duplicates
// that front may be a later copy still inside the window ("3 3 1", k = 2).
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
var a: [Int] = []
for _ in 0..<n { a.append(input.nextInt()) }

var deque: [Int] = []   // values, decreasing
var head = 0
var output = ""
for i in 0..<n {
    if i >= k && head < deque.count && deque[head] == a[i - k] { head += 1 }
    while deque.count > head && deque[deque.count - 1] <= a[i] { deque.removeLast() }
    deque.append(a[i])
    if i >= k - 1 {
        output += String(deque[head])
        output += i == n - 1 ? "\n" : " "
    }
}
print(output, terminator: "")
