// Two Sum, function mode: one pass with a dictionary from value to index (O(n) expected).
class Solution {
    func twoSum(_ nums: [Int], _ target: Int) -> [Int] {
        var indexOf: [Int: Int] = [:]
        for (j, value) in nums.enumerated() {
            if let i = indexOf[target - value] {
                return [i, j]
            }
            indexOf[value] = j
        }
        return []
    }
}
