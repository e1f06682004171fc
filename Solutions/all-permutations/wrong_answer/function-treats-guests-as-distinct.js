// Wrong: permutes the guests as if they were all different, so equal family numbers give
// the same seating several times.
/**
 * @param {number[]} nums
 * @return {number[][]}
 */
var permuteUnique = function(nums) {
    const seatings = [], used = new Array(nums.length).fill(false), seating = [];
    const seat = () => {
        if (seating.length === nums.length) {
            seatings.push([...seating]);
            return;
        }
        for (let i = 0; i < nums.length; i++) {
            if (used[i]) continue;
            used[i] = true;
            seating.push(nums[i]);
            seat();
            seating.pop();
            used[i] = false;
        }
    };
    seat();
    return seatings;
};
