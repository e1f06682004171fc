// Reverse Polish Calculator — a stack of operands.
//
// Key idea: in reverse Polish notation an operator always applies to the two most
// recent values still unused — exactly the top two entries of a stack. Push numbers;
// for an operator pop b (top) then a, and push a op b. Order matters for - and /.
// Swift's `/` on Int already truncates toward zero, as required.
//
// O(k) time per expression, O(k) memory. Values are 64-bit Ints.
import Foundation

/// Fast whitespace-separated token reader over all of standard input.
struct InputReader {
    private let bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
    private var position = 0

    /// The next token as a slice of the input bytes.
    mutating func nextToken() -> ArraySlice<UInt8> {
        while position < bytes.count, bytes[position] <= 32 { position += 1 }
        let start = position
        while position < bytes.count, bytes[position] > 32 { position += 1 }
        return bytes[start..<position]
    }

    mutating func nextInt() -> Int { parseInt(nextToken()) }
}

func parseInt(_ token: ArraySlice<UInt8>) -> Int {
    var digits = token[...]
    let isNegative = digits.first == UInt8(ascii: "-")
    if isNegative { digits = digits.dropFirst() }
    var value = 0
    for digit in digits { value = value * 10 + Int(digit - UInt8(ascii: "0")) }
    return isNegative ? -value : value
}

var input = InputReader()
let t = input.nextInt()
var output = ""
var stack: [Int] = []
for _ in 0..<t {
    let k = input.nextInt()
    stack.removeAll(keepingCapacity: true)
    for _ in 0..<k {
        let token = input.nextToken()
        guard token.count == 1, let op = token.first, "+-*/".utf8.contains(op) else {
            stack.append(parseInt(token))   // a number (possibly negative, like "-3")
            continue
        }
        let b = stack.removeLast()
        let a = stack.removeLast()
        switch op {
        case UInt8(ascii: "+"): stack.append(a + b)
        case UInt8(ascii: "-"): stack.append(a - b)
        case UInt8(ascii: "*"): stack.append(a * b)
        default: stack.append(a / b)
        }
    }
    output += "\(stack[0])\n"
}
print(output, terminator: "")
