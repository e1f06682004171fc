// Merge Bookings, function mode: LeetCode's merge. Sort by start, then extend the current
// block while the next booking starts no later than the block's end. O(n log n).
class Solution {
    func merge(_ intervals: [[Int]]) -> [[Int]] {
        let sorted = intervals.sorted { $0[0] < $1[0] }
        var blocks: [[Int]] = []
        for booking in sorted {
            if let last = blocks.last, booking[0] <= last[1] {
                blocks[blocks.count - 1][1] = max(last[1], booking[1])
            } else {
                blocks.append(booking)
            }
        }
        return blocks
    }
}
