// Search in a Rotated Array, function mode: find the rotation point (the minimum) by binary
// search, then binary search the sorted run that can hold target (O(log n)).
impl Solution {
    pub fn search(nums: Vec<i32>, target: i32) -> i32 {
        let n = nums.len();
        let (mut lo, mut hi) = (0usize, n - 1);
        while lo < hi {
            let mid = (lo + hi) / 2;
            if nums[mid] > nums[hi] {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        let start = lo;
        let (offset, run) = if target >= nums[start] && target <= nums[n - 1] {
            (start, &nums[start..])
        } else {
            (0, &nums[..start])
        };
        match run.binary_search(&target) {
            Ok(i) => (offset + i) as i32,
            Err(_) => -1,
        }
    }
}
