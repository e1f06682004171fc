// The Odd Sock (Single Number), function mode: XOR of all codes as i64; every pair cancels.
impl Solution {
    pub fn single_number(nums: Vec<i64>) -> i64 {
        nums.iter().fold(0, |acc, &x| acc ^ x)
    }
}
