// Night Market Stalls — one-dimensional DP with two rolling values.
//
// Key idea: let best(i) be the largest profit using only the first i spots. Spot i is either
// left empty (best(i-1)) or opened, which forces spot i-1 empty (best(i-2) + p[i]). Negative
// profits need no special case: the max simply never opens such a spot. Only the last two
// values are needed: O(n) time, O(1) extra memory.
import Foundation

/// Reads whitespace-separated integers from all of standard input.
struct Reader {
    private let bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
    private var pos = 0
    mutating func int() -> Int {
        while pos < bytes.count, bytes[pos] <= 32 { pos += 1 }
        var sign = 1
        if pos < bytes.count, bytes[pos] == 45 { sign = -1; pos += 1 }
        var value = 0
        while pos < bytes.count, bytes[pos] > 32 { value = value * 10 + Int(bytes[pos] - 48); pos += 1 }
        return sign * value
    }
}

var input = Reader()
let n = input.int()
var twoBack = 0, oneBack = 0  // best(i-2), best(i-1)
for _ in 0..<n {
    let profit = input.int()
    (twoBack, oneBack) = (oneBack, max(oneBack, twoBack + profit))
}
print(oneBack)
