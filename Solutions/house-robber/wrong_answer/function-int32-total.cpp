// Wrong: LeetCode's original 32-bit total, which overflows once the profits add up past
// 2^31 - 1 (and computing in int is undefined there; here it wraps).
class Solution {
public:
    long long rob(vector<int>& nums) {
        unsigned int twoBack = 0, oneBack = 0;
        for (int profit : nums) {
            unsigned int take = twoBack + (unsigned int)profit;
            unsigned int next = (int)take > (int)oneBack ? take : oneBack;
            twoBack = oneBack;
            oneBack = next;
        }
        return (int)oneBack;
    }
};
