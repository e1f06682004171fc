// Where the Loop Begins (cycle entry of a linked list)
//
// Key idea: Floyd's tortoise and hare. The hare moves two cards per step, the tortoise one.
// If the hare reaches the end there is no loop. Otherwise they meet inside the loop. Let the
// tail before the loop have length a and the meeting point lie b cards into a loop of length
// L: the tortoise walked a + b, the hare 2(a + b), and the difference a + b is a multiple of
// L. So walking a more cards from the meeting point lands on the loop entry, exactly where a
// second walker starting at `head` arrives after a cards. Move both one card at a time until
// they meet: that card is the answer. O(n) time, O(1) extra memory.

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
let head = reader.readInt()
let next = (0..<n).map { _ in reader.readInt() }

/// Returns the card where the loop reachable from `start` begins, or -1 if the hunt ends.
func loopEntry(from start: Int) -> Int {
    var tortoise = start
    var hare = start
    repeat {
        guard next[hare] != -1, next[next[hare]] != -1 else { return -1 }
        hare = next[next[hare]]
        tortoise = next[tortoise]
    } while tortoise != hare

    var walker = start
    while walker != tortoise {
        walker = next[walker]
        tortoise = next[tortoise]
    }
    return walker
}

print(loopEntry(from: head))
