// Sliding Window Maximum, function mode: a VecDeque of indices whose values decrease; the
// front is the maximum of the current window (O(n)).
use std::collections::VecDeque;

impl Solution {
    pub fn max_sliding_window(nums: Vec<i32>, k: i32) -> Vec<i32> {
        let k = k as usize;
        let mut window: VecDeque<usize> = VecDeque::new();
        let mut result = Vec::with_capacity(nums.len() + 1 - k);
        for i in 0..nums.len() {
            while let Some(&last) = window.back() {
                if nums[last] <= nums[i] {
                    window.pop_back();
                } else {
                    break;
                }
            }
            window.push_back(i);
            if window[0] + k <= i {
                window.pop_front();
            }
            if i + 1 >= k {
                result.push(nums[window[0]]);
            }
        }
        result
    }
}
