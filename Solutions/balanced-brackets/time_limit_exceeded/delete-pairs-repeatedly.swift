// Correct but O(L^2) on deep nesting: repeatedly deletes adjacent matching pairs
// "()", "[]", "{}" until nothing changes; balanced iff the result is empty.
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

func isPair(_ a: UInt8, _ b: UInt8) -> Bool {
    (a == UInt8(ascii: "(") && b == UInt8(ascii: ")"))
        || (a == UInt8(ascii: "[") && b == UInt8(ascii: "]"))
        || (a == UInt8(ascii: "{") && b == UInt8(ascii: "}"))
}

func isBalanced(_ sequence: [UInt8]) -> Bool {
    var current = sequence
    while true {
        var next: [UInt8] = []
        var i = 0
        while i < current.count {
            if i + 1 < current.count && isPair(current[i], current[i + 1]) {
                i += 2
            } else {
                next.append(current[i])
                i += 1
            }
        }
        if next.count == current.count { return next.isEmpty }
        current = next
    }
}

var input = InputReader()
let t = input.nextInt()
var output = ""
for _ in 0..<t {
    output += isBalanced(input.nextWord()) ? "YES\n" : "NO\n"
}
print(output, terminator: "")
