// Correct but O(|s|^2) on long windows: from every start, extends a fresh window
// until it covers t.
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

var input = InputReader()
let s = input.nextWord()
let t = input.nextWord()

var need = [Int](repeating: 0, count: 128)
for c in t { need[Int(c)] += 1 }
var missing = t.count

var best: (left: Int, right: Int)? = nil
for left in s.indices {
    var stillNeeded = need
    var stillMissing = missing
    var right = left
    while right < s.count && stillMissing > 0 {
        let c = Int(s[right])
        if stillNeeded[c] > 0 { stillMissing -= 1 }
        stillNeeded[c] -= 1
        right += 1
    }
    if stillMissing > 0 { break }   // no window starting here or later
    if best == nil || right - 1 - left < best!.right - best!.left { best = (left, right - 1) }
}

if let best {
    print(best.left + 1, best.right + 1)
} else {
    print(-1)
}
