// Two Sum, function mode: one pass with a Map from value to index (O(n) expected).
// Values and target fit in doubles exactly, so target - value cannot overflow here.
/**
 * @param {number[]} nums
 * @param {number} target
 * @return {number[]}
 */
var twoSum = function(nums, target) {
    const indexOf = new Map();
    for (let j = 0; j < nums.length; j++) {
        const i = indexOf.get(target - nums[j]);
        if (i !== undefined) return [i, j];
        indexOf.set(nums[j], j);
    }
    return [];
};
