// Night Market Stalls, function mode (Rust): two running values, "best so far with the
// current spot open" and "best so far with it closed".
impl Solution {
    pub fn rob(nums: Vec<i32>) -> i32 {
        let (mut open, mut closed) = (i64::MIN / 2, 0i64);
        for profit in nums {
            let opened = closed + profit as i64;
            closed = closed.max(open);
            open = opened;
        }
        open.max(closed) as i32
    }
}
