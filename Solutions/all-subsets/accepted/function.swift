// Every Possible Basket, function mode: LeetCode's subsetsWithDup. Group equal tags; each
// distinct tag is taken 0 to (its count) times, so every multiset comes out exactly once.
class Solution {
    func subsetsWithDup(_ nums: [Int]) -> [[Int]] {
        var counts: [Int: Int] = [:]
        for tag in nums { counts[tag, default: 0] += 1 }
        var baskets: [[Int]] = [[]]
        for (tag, count) in counts {
            var grown: [[Int]] = []
            for basket in baskets {
                var current = basket
                grown.append(current)
                for _ in 0..<count {
                    current.append(tag)
                    grown.append(current)
                }
            }
            baskets = grown
        }
        return baskets
    }
}
