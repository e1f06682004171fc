// Nearest Common Manager (lowest common ancestor, many queries)
//
// Key idea: binary lifting. Precompute up[v][j], the 2^j-th manager above v (the CEO is
// their own manager), from up[v][j] = up[ up[v][j-1] ][j-1]. To answer a query:
//   1. lift the deeper employee by the depth difference, using its binary digits;
//   2. if both are now the same person, that person is the answer (one was above the other);
//   3. otherwise, for j from high to low, jump both by 2^j whenever that keeps them apart;
//      they end just below the meeting point, whose direct manager is the answer.
// O(n log n) preprocessing, O(log n) per query. Depths come from a breadth-first walk from
// the CEO, so a deep chart causes no recursion.

import Foundation

/// Reads all of standard input at once and hands out whitespace-separated tokens.
/// (`readLine()` is too slow for hundreds of thousands of numbers.)
struct InputReader {
    private let bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
    private var index = 0

    private mutating func skipWhitespace() {
        while index < bytes.count && bytes[index] <= 32 { index += 1 }
    }

    mutating func readInt() -> Int {
        skipWhitespace()
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var value = 0
        while index < bytes.count && bytes[index] > 32 {
            value = value &* 10 &+ Int(bytes[index] &- 48)   // wrapping, so Int.min parses too
            index += 1
        }
        return negative ? 0 &- value : value
    }
}

struct OrgChart {
    let depth: [Int]
    let levels: Int
    // up[v * levels + j] is the 2^j-th manager above v. Keeping one person's jumps next to
    // each other in memory makes the lookups of a query cache-friendly.
    let up: [Int]

    init(manager: [Int]) {
        let n = manager.count
        var reports = [[Int]](repeating: [], count: n)
        var ceo = 0
        for person in 0..<n {
            if manager[person] == -1 { ceo = person } else { reports[manager[person]].append(person) }
        }

        // Breadth-first order from the CEO: depths, and managers always before reports.
        var depth = [Int](repeating: 0, count: n)
        var order = [ceo]
        order.reserveCapacity(n)
        var head = 0
        while head < order.count {
            let person = order[head]
            head += 1
            for report in reports[person] {
                depth[report] = depth[person] + 1
                order.append(report)
            }
        }

        var levels = 1
        while (1 << levels) < n { levels += 1 }
        var up = [Int](repeating: ceo, count: n * levels)
        for person in order where manager[person] != -1 {
            // The manager's row is complete already, because managers come first.
            var above = manager[person]
            up[person * levels] = above
            for j in 1..<levels {
                above = up[above * levels + j - 1]
                up[person * levels + j] = above
            }
        }
        self.depth = depth
        self.levels = levels
        self.up = up
    }

    func nearestCommonManager(_ first: Int, _ second: Int) -> Int {
        var (a, b) = depth[first] >= depth[second] ? (first, second) : (second, first)
        var difference = depth[a] - depth[b]
        var j = 0
        while difference > 0 {
            if difference & 1 == 1 { a = up[a * levels + j] }
            difference >>= 1
            j += 1
        }
        if a == b { return a }
        for j in stride(from: levels - 1, through: 0, by: -1)
        where up[a * levels + j] != up[b * levels + j] {
            a = up[a * levels + j]
            b = up[b * levels + j]
        }
        return up[a * levels]
    }
}

func main() {
    var reader = InputReader()
    let n = reader.readInt()
    let queryCount = reader.readInt()
    let chart = OrgChart(manager: (0..<n).map { _ in reader.readInt() })
    var output = ""
    for _ in 0..<queryCount {
        let a = reader.readInt()
        let b = reader.readInt()
        output += String(chart.nearestCommonManager(a, b))
        output += "\n"
    }
    print(output, terminator: "")
}

main()
