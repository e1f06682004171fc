// Seating Orders, function mode: LeetCode's permuteUnique. Start from the sorted numbers and
// step through next permutations (lexicographic), which visits every distinct order once.
class Solution {
    func permuteUnique(_ nums: [Int]) -> [[Int]] {
        var current = nums.sorted()
        var seatings = [current]
        while true {
            var i = current.count - 2
            while i >= 0 && current[i] >= current[i + 1] { i -= 1 }
            if i < 0 { return seatings }
            var j = current.count - 1
            while current[j] <= current[i] { j -= 1 }
            current.swapAt(i, j)
            current[(i + 1)...].reverse()
            seatings.append(current)
        }
    }
}
