// Hopping Up the Stairs — a one-dimensional DP table, filled once.
//
// Key idea: the last hop onto step i is 1, 2 or 3 steps long, so
// ways[i] = ways[i-1] + ways[i-2] + ways[i-3], with ways[0] = 1 (the empty climb).
// Fill the table up to the largest height asked, reducing modulo 1_000_000_007 as we go,
// then answer every query by lookup. O(max n + t) time, O(max n) memory.
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

let modulus = 1_000_000_007
var input = Reader()
let t = input.int()
let heights = (0..<t).map { _ in input.int() }
let top = heights.max()!

var ways = [Int](repeating: 0, count: top + 1)
ways[0] = 1
for step in 1...top {
    var total = ways[step - 1]
    if step >= 2 { total += ways[step - 2] }
    if step >= 3 { total += ways[step - 3] }
    ways[step] = total % modulus  // three values below 1e9+7: the sum fits easily in 64 bits
}

var output = ""
output.reserveCapacity(t * 11)
for n in heights { output += "\(ways[n])\n" }
print(output, terminator: "")
