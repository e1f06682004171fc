// Exact Change — unbounded-coin DP over amounts.
//
// Key idea: the last coin of an optimal payout of `a` is some coin c, and the rest is an
// optimal payout of a - c. So fewest[a] = 1 + min over coins c <= a of fewest[a - c], filled
// for a = 1, 2, ..., A. Amounts that cannot be paid stay "unreachable".
// O(k * A) time, O(A) memory.
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
let k = input.int(), amount = input.int()
// Coins larger than the amount can never be used; duplicates add nothing.
let coins = Set((0..<k).map { _ in input.int() }).filter { $0 <= amount }.sorted()

let unreachable = Int.max
var fewest = [Int](repeating: unreachable, count: amount + 1)
fewest[0] = 0
if amount > 0 {
    for a in 1...amount {
        for coin in coins {
            if coin > a { break }  // coins are sorted: the rest are larger too
            let rest = fewest[a - coin]
            if rest != unreachable && rest + 1 < fewest[a] { fewest[a] = rest + 1 }
        }
    }
}
print(fewest[amount] == unreachable ? -1 : fewest[amount])
