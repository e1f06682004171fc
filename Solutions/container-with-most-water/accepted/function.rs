// Container With Most Water, function mode: two pointers from the ends, moving the shorter
// post inward (O(n)); the area is computed in i64, returned as LeetCode's i32.
impl Solution {
    pub fn max_area(height: Vec<i32>) -> i32 {
        let (mut i, mut j) = (0usize, height.len() - 1);
        let mut best: i64 = 0;
        while i < j {
            let h = height[i].min(height[j]) as i64;
            best = best.max(h * (j - i) as i64);
            if height[i] < height[j] {
                i += 1;
            } else {
                j -= 1;
            }
        }
        best as i32
    }
}
