// WRONG: replaces the best window on *equal* length too, so among several shortest
// windows it reports the rightmost one instead of the leftmost.
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
var left = 0
for right in s.indices {
    let c = Int(s[right])
    if need[c] > 0 { missing -= 1 }
    need[c] -= 1
    while missing == 0 {   // window s[left...right] covers t: try to shrink it
        if best == nil || right - left <= best!.right - best!.left {
            best = (left, right)
        }
        let d = Int(s[left])
        need[d] += 1
        if need[d] > 0 { missing += 1 }
        left += 1
    }
}

if let best {
    print(best.left + 1, best.right + 1)
} else {
    print(-1)
}
