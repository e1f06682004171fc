// Redundant Cable — union-find.
//
// Key idea: add the cables in input order. While they form a forest, every cable joins two
// separate groups. The first cable whose ends are already in the same group closes the loop,
// and because every other loop cable came before it, it is the loop cable that appears last.
// O(n * alpha(n)) time, O(n) memory.
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
var parent = Array(0...n)

/// The representative of x's group, halving the path on the way up.
func find(_ x: Int) -> Int {
    var x = x
    while parent[x] != x {
        parent[x] = parent[parent[x]]
        x = parent[x]
    }
    return x
}

for _ in 0..<n {
    let u = input.int(), v = input.int()
    let ru = find(u), rv = find(v)
    if ru == rv {
        print(u, v)
        break
    }
    parent[ru] = rv
}
