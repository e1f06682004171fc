// Median of Two Sorted Arrays, function mode: binary search on how many elements of the
// shorter array go into the lower half (O(log min(m, n))). Int is 64-bit, so the sum of the
// two middle values does not overflow.
class Solution {
    func findMedianSortedArrays(_ nums1: [Int], _ nums2: [Int]) -> Double {
        let (a, b) = nums1.count <= nums2.count ? (nums1, nums2) : (nums2, nums1)
        let m = a.count, n = b.count, half = (m + n + 1) / 2
        var lo = 0, hi = m
        while true {
            let i = (lo + hi) / 2, j = half - i
            let aLeft = i > 0 ? a[i - 1] : Int.min, aRight = i < m ? a[i] : Int.max
            let bLeft = j > 0 ? b[j - 1] : Int.min, bRight = j < n ? b[j] : Int.max
            if aLeft > bRight {
                hi = i - 1
            } else if bLeft > aRight {
                lo = i + 1
            } else {
                let left = max(aLeft, bLeft)
                if (m + n) % 2 == 1 { return Double(left) }
                return Double(left + min(aRight, bRight)) / 2
            }
        }
    }
}
