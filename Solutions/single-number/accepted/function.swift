// The Odd Sock (Single Number), function mode: XOR of all codes; pairs cancel out (O(n),
// O(1) memory).
class Solution {
    func singleNumber(_ nums: [Int]) -> Int {
        nums.reduce(0, ^)
    }
}
