// Correct but slow: tries every coin as the last coin, recursively, without remembering
// results. The same amounts are solved again and again: exponential time.
import Foundation

var data = [UInt8](FileHandle.standardInput.readDataToEndOfFile()), pos = 0
func int() -> Int {
    while data[pos] <= 32 { pos += 1 }
    var v = 0
    while pos < data.count, data[pos] > 32 { v = v * 10 + Int(data[pos] - 48); pos += 1 }
    return v
}
let k = int(), amount = int()
let coins = (0..<k).map { _ in int() }
func fewest(_ a: Int) -> Int {
    if a == 0 { return 0 }
    var best = Int.max
    for c in coins where c <= a {
        let rest = fewest(a - c)
        if rest != Int.max { best = min(best, rest + 1) }
    }
    return best
}
let answer = fewest(amount)
print(answer == Int.max ? -1 : answer)
