// Reverse in Groups of K
//
// Key idea: process the train group by group. First probe k wagons ahead: if the list ends
// before that, the rest is an incomplete group and stays as it is. Otherwise reverse the k
// wagons with the classic three-pointer walk, starting with `previous` = the first wagon of
// the *next* group, so the reversed group is already coupled to what follows. Then couple
// the tail of the previous group (or the locomotive, for the first group) to the group's new
// front. The old front of the group becomes its tail. O(n) time, O(1) extra memory.

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

var reader = InputReader()
let n = reader.readInt()
let k = reader.readInt()
var head = reader.readInt()
var cargo = [Int](repeating: 0, count: n)
var next = [Int](repeating: -1, count: n)
for slot in 0..<n {
    cargo[slot] = reader.readInt()
    next[slot] = reader.readInt()
}

var previousGroupTail = -1    // last wagon of the group already rearranged, -1 before the first
var groupStart = head
while true {
    // Find the wagon just after this group, or stop if the group is incomplete.
    var afterGroup = groupStart
    var count = 0
    while count < k && afterGroup != -1 {
        afterGroup = next[afterGroup]
        count += 1
    }
    if count < k { break }

    // Reverse the k wagons; the last one reversed becomes the group's front.
    var previous = afterGroup
    var current = groupStart
    for _ in 0..<k {
        let following = next[current]
        next[current] = previous
        previous = current
        current = following
    }

    if previousGroupTail == -1 {
        head = previous
    } else {
        next[previousGroupTail] = previous
    }
    previousGroupTail = groupStart
    groupStart = afterGroup
}

var codes: [String] = []
codes.reserveCapacity(n)
var wagon = head
while wagon != -1 {
    codes.append(String(cargo[wagon]))
    wagon = next[wagon]
}
print(codes.joined(separator: " "))
