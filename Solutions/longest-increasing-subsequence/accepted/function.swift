// Rising Temperatures, function mode: LeetCode's lengthOfLIS by patience sorting. tails[i] is
// the smallest last value of a rising subsequence of length i + 1; each reading replaces the
// first tail >= it (binary search) or extends the list. O(n log n).
class Solution {
    func lengthOfLIS(_ nums: [Int]) -> Int {
        var tails: [Int] = []
        for value in nums {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if tails[middle] < value { low = middle + 1 } else { high = middle }
            }
            if low == tails.count { tails.append(value) } else { tails[low] = value }
        }
        return tails.count
    }
}
