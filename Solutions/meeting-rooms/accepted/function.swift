// Meeting Rooms, function mode: LeetCode's minMeetingRooms. Sweep the sorted starts against
// the sorted ends: a start before the earliest unfinished end needs one more room. A
// meeting ending at t frees its room for one starting at t. O(n log n).
class Solution {
    func minMeetingRooms(_ intervals: [[Int]]) -> Int {
        let starts = intervals.map { $0[0] }.sorted()
        let ends = intervals.map { $0[1] }.sorted()
        var rooms = 0, endIndex = 0
        for start in starts {
            if start < ends[endIndex] {
                rooms += 1
            } else {
                endIndex += 1
            }
        }
        return rooms
    }
}
