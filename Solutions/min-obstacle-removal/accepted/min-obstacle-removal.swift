// Minimum Obstacle Removal — 0-1 BFS, processed level by level.
//
// Key idea: stepping into a free cell costs 0 and into a blocked cell costs 1, so this is a
// shortest-path problem with edge weights 0 and 1. We settle cells in order of cost: all cells
// reachable with `level` removals are expanded first (free neighbours join the same level,
// blocked neighbours go to the next level). Each cell is settled once: O(r * c) time and memory.
import Foundation

let bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
var pos = 0

/// Returns the next whitespace-separated token as a slice of the input bytes.
func token() -> ArraySlice<UInt8> {
    while pos < bytes.count, bytes[pos] <= 32 { pos += 1 }
    let start = pos
    while pos < bytes.count, bytes[pos] > 32 { pos += 1 }
    return bytes[start..<pos]
}

let rows = Int(String(decoding: token(), as: UTF8.self))!
let cols = Int(String(decoding: token(), as: UTF8.self))!
var blocked = [Bool]()
blocked.reserveCapacity(rows * cols)
for _ in 0..<rows { blocked += token().map { $0 == UInt8(ascii: "#") } }

let cellCount = rows * cols
var removals = [Int](repeating: Int.max, count: cellCount)  // best known cost per cell
removals[0] = 0
var current = [0]  // cells whose cost is `level`
var level = 0
while !current.isEmpty {
    var next: [Int] = []  // cells reached at cost level + 1
    var i = 0
    while i < current.count {  // `current` grows while we scan it (0-cost moves)
        let cell = current[i]
        i += 1
        if removals[cell] != level { continue }  // reached more cheaply before
        let row = cell / cols, col = cell % cols
        for (neighbour, inside) in [(cell - cols, row > 0), (cell + cols, row < rows - 1),
                                    (cell - 1, col > 0), (cell + 1, col < cols - 1)] where inside {
            let cost = level + (blocked[neighbour] ? 1 : 0)
            if cost < removals[neighbour] {
                removals[neighbour] = cost
                if blocked[neighbour] { next.append(neighbour) } else { current.append(neighbour) }
            }
        }
    }
    current = next
    level += 1
}
print(removals[cellCount - 1])
