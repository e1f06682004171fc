// Stepping Stones, function mode (Rust): the same window sweep in 64-bit reach arithmetic,
// stopping with -1 when a window cannot be left.
impl Solution {
    pub fn jump(nums: Vec<i32>) -> i32 {
        let last = nums.len() - 1;
        let (mut leaps, mut end, mut farthest) = (0, 0usize, 0usize);
        let mut i = 0;
        while end < last {
            while i <= end {
                farthest = farthest.max(i + nums[i] as usize);
                i += 1;
            }
            if farthest <= end {
                return -1;
            }
            leaps += 1;
            end = farthest;
        }
        leaps
    }
}
