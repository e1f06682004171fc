// Sliding Window Maximum, function mode: a deque of indices with decreasing values; the front
// is the window's maximum, and it leaves when it falls out of the window (O(n)).
class Solution {
    func maxSlidingWindow(_ nums: [Int], _ k: Int) -> [Int] {
        var deque = [Int](repeating: 0, count: nums.count)
        var head = 0, tail = 0
        var result: [Int] = []
        result.reserveCapacity(nums.count - k + 1)
        for i in 0..<nums.count {
            while tail > head && nums[deque[tail - 1]] <= nums[i] { tail -= 1 }
            deque[tail] = i
            tail += 1
            if deque[head] <= i - k { head += 1 }
            if i >= k - 1 { result.append(nums[deque[head]]) }
        }
        return result
    }
}
