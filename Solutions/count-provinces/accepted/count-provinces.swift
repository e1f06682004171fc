// Count the Provinces — union-find (disjoint set union).
//
// Key idea: start with n provinces of one village each. Every road that joins two villages in
// different groups merges the groups and removes one province; roads inside a group change
// nothing. Path halving plus union by size keep each operation almost O(1).
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

struct DisjointSets {
    private var parent: [Int]
    private var size: [Int]
    private(set) var groups: Int

    init(count: Int) {
        parent = Array(0..<count)
        size = [Int](repeating: 1, count: count)
        groups = count
    }

    /// The representative of x's group (with path halving).
    mutating func find(_ x: Int) -> Int {
        var x = x
        while parent[x] != x {
            parent[x] = parent[parent[x]]
            x = parent[x]
        }
        return x
    }

    /// Merges the groups of a and b; returns false if they were already one group.
    @discardableResult
    mutating func union(_ a: Int, _ b: Int) -> Bool {
        var ra = find(a), rb = find(b)
        if ra == rb { return false }
        if size[ra] < size[rb] { swap(&ra, &rb) }  // hang the smaller tree under the larger
        parent[rb] = ra
        size[ra] += size[rb]
        groups -= 1
        return true
    }
}

var input = Reader()
let n = input.int(), m = input.int()
var provinces = DisjointSets(count: n)
for _ in 0..<m { provinces.union(input.int() - 1, input.int() - 1) }
print(provinces.groups)
