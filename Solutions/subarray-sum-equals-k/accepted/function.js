// Subarray Sum Equals K, function mode: a Map counting prefix sums (O(n) expected). Prefix
// sums stay below 2 * 10^14 and the count below 2^53, so plain numbers are exact.
/**
 * @param {number[]} nums
 * @param {number} k
 * @return {number}
 */
var subarraySum = function(nums, k) {
    const seen = new Map([[0, 1]]);
    let prefix = 0, count = 0;
    for (const value of nums) {
        prefix += value;
        count += seen.get(prefix - k) || 0;
        seen.set(prefix, (seen.get(prefix) || 0) + 1);
    }
    return count;
};
