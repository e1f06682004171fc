// Balanced Brackets — a stack of the brackets still open.
//
// Key idea: the bracket that must close next is always the most recently opened one
// that is still open, i.e. the top of a stack. Push every opening bracket; a closing
// bracket must match the top (which is then popped) — a mismatch or an empty stack
// means unbalanced. At the end nothing may remain open.
//
// O(L) time, O(L) memory.
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

    /// The next token as raw bytes.
    mutating func nextWord() -> [UInt8] {
        skipSpaces()
        let start = position
        while position < bytes.count, bytes[position] > 32 { position += 1 }
        return Array(bytes[start..<position])
    }
}

/// The opening bracket that a closing bracket matches (nil for opening brackets).
func opener(of closing: UInt8) -> UInt8? {
    switch closing {
    case UInt8(ascii: ")"): return UInt8(ascii: "(")
    case UInt8(ascii: "]"): return UInt8(ascii: "[")
    case UInt8(ascii: "}"): return UInt8(ascii: "{")
    default: return nil
    }
}

func isBalanced(_ sequence: [UInt8]) -> Bool {
    var stack: [UInt8] = []
    for bracket in sequence {
        if let expected = opener(of: bracket) {
            guard let top = stack.popLast(), top == expected else { return false }
        } else {
            stack.append(bracket)
        }
    }
    return stack.isEmpty
}

var input = InputReader()
let t = input.nextInt()
var output = ""
for _ in 0..<t {
    output += isBalanced(input.nextWord()) ? "YES\n" : "NO\n"
}
print(output, terminator: "")
