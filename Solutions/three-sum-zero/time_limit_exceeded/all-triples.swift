// Correct but O(n^3): tries every triple of positions and deduplicates with a set.
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
}

struct Triplet: Hashable, Comparable {
    let x: Int, y: Int, z: Int
    static func < (l: Triplet, r: Triplet) -> Bool { (l.x, l.y, l.z) < (r.x, r.y, r.z) }
}

var input = InputReader()
let n = input.nextInt()
var a: [Int] = []
for _ in 0..<n { a.append(input.nextInt()) }
a.sort()

var found = Set<Triplet>()
for i in 0..<n {
    for j in (i + 1)..<max(i + 1, n) {
        for k in (j + 1)..<max(j + 1, n) where a[i] + a[j] + a[k] == 0 {
            found.insert(Triplet(x: a[i], y: a[j], z: a[k]))
        }
    }
}

var output = "\(found.count)\n"
for t in found.sorted() { output += "\(t.x) \(t.y) \(t.z)\n" }
print(output, terminator: "")
