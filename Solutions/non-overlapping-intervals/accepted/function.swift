// Festival Stage Schedule, function mode: LeetCode's eraseOverlapIntervals. Keep slots
// greedily by earliest end; every slot that starts before the last kept end is cancelled.
class Solution {
    func eraseOverlapIntervals(_ intervals: [[Int]]) -> Int {
        let byEnd = intervals.sorted { $0[1] < $1[1] }
        var lastEnd = Int.min
        var cancelled = 0
        for slot in byEnd {
            if slot[0] >= lastEnd { lastEnd = slot[1] } else { cancelled += 1 }
        }
        return cancelled
    }
}
