// Subarray Sum Equals K, function mode: count prefix sums seen so far; a subarray ending at i
// sums to k when an earlier prefix equals prefix - k (O(n) expected).
class Solution {
    func subarraySum(_ nums: [Int], _ k: Int) -> Int {
        var seen: [Int: Int] = [0: 1]
        var prefix = 0, count = 0
        for value in nums {
            prefix += value
            count += seen[prefix - k, default: 0]
            seen[prefix, default: 0] += 1
        }
        return count
    }
}
