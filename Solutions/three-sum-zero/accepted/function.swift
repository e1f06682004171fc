// Three Sum Zero, function mode: sort, fix the smallest value, close in with two pointers,
// skipping repeated values so every triplet comes out once (O(n^2)).
class Solution {
    func threeSum(_ nums: [Int]) -> [[Int]] {
        let a = nums.sorted()
        var result: [[Int]] = []
        for i in 0..<a.count {
            if i > 0 && a[i] == a[i - 1] { continue }
            var lo = i + 1, hi = a.count - 1
            while lo < hi {
                let sum = a[i] + a[lo] + a[hi]
                if sum < 0 {
                    lo += 1
                } else if sum > 0 {
                    hi -= 1
                } else {
                    result.append([a[i], a[lo], a[hi]])
                    lo += 1
                    hi -= 1
                    while lo < hi && a[lo] == a[lo - 1] { lo += 1 }
                }
            }
        }
        return result
    }
}
