// Subarray Sum Equals K, function mode, WRONG: a shrinking window, which is only right when
// every value is positive; zeros and negatives break it.
/**
 * @param {number[]} nums
 * @param {number} k
 * @return {number}
 */
var subarraySum = function(nums, k) {
    let left = 0, sum = 0, count = 0;
    for (let right = 0; right < nums.length; right++) {
        sum += nums[right];
        while (sum > k && left <= right) sum -= nums[left++];
        if (sum === k && left <= right) count++;
    }
    return count;
};
