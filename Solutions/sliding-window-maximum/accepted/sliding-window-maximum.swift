// Sliding Window Maximum — monotonic deque of positions.
//
// Key idea: keep the positions of the current window that could still become a
// maximum, with their values strictly decreasing from front to back. When a[i]
// arrives, every position at the back with a value <= a[i] is dominated forever
// (a[i] is at least as big and stays longer), so pop it. The front is the window's
// maximum; drop it once it slides out of the window. Each position is pushed and
// popped at most once.
//
// O(n) time, O(k) live positions. The deque is a plain array with head/tail indices.
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

var deque = [Int](repeating: 0, count: n)   // positions; live part is deque[head..<tail]
var head = 0
var tail = 0
var output = ""
output.reserveCapacity(12 * (n - k + 1))
for i in 0..<n {
    while tail > head && a[deque[tail - 1]] <= a[i] { tail -= 1 }
    deque[tail] = i
    tail += 1
    if deque[head] <= i - k { head += 1 }   // front slid out of the window
    if i >= k - 1 {
        output += String(a[deque[head]])
        output += i == n - 1 ? "\n" : " "
    }
}
print(output, terminator: "")
