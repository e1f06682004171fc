// The Odd Sock (Single Number), function mode: XOR of all codes; pairs cancel out (O(n),
// O(1) memory). Int is 64-bit, so codes up to 10^18 are fine.
class Solution {
    func singleNumber(_ nums: [Int]) -> Int {
        nums.reduce(0, ^)
    }
}
