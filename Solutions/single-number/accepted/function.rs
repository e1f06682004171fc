// The Odd Sock (Single Number), function mode: XOR of all codes as i32 (LeetCode's signature);
// every pair cancels.
impl Solution {
    pub fn single_number(nums: Vec<i32>) -> i32 {
        nums.iter().fold(0, |acc, &x| acc ^ x)
    }
}
