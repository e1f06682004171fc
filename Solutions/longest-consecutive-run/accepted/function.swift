// Longest Consecutive Run, function mode: a set of the values; count upward only from values
// whose predecessor is absent, so each value is visited a constant number of times.
class Solution {
    func longestConsecutive(_ nums: [Int]) -> Int {
        let values = Set(nums)
        var best = 0
        for start in values where !values.contains(start - 1) {
            var end = start
            while values.contains(end + 1) { end += 1 }
            best = max(best, end - start + 1)
        }
        return best
    }
}
