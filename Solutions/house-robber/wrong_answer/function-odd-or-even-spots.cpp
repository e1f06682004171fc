// Wrong: assumes the best plan opens every other spot, so it returns the larger of the
// odd spots' total and the even spots' total. A plan with a gap of two (open 1 and 4 of
// [2, 1, 1, 2]) beats both.
class Solution {
public:
    int rob(vector<int>& nums) {
        int sums[2] = {0, 0};
        for (size_t i = 0; i < nums.size(); i++) sums[i % 2] += max(0, nums[i]);
        return max(sums[0], sums[1]);
    }
};
