// Median of Two Sorted Arrays, function mode, WRONG: merges, adds the two middle values in a
// long long (no overflow), then halves the sum in integers, dropping the .5 of an odd sum.
// (It used to add them as ints, a bug LeetCode's values of at most 10^6 can no longer show;
// stdin mode's int32-sum.cpp keeps it, caught by the stretch.)
class Solution {
public:
    double findMedianSortedArrays(vector<int>& nums1, vector<int>& nums2) {
        vector<int> all;
        merge(nums1.begin(), nums1.end(), nums2.begin(), nums2.end(), back_inserter(all));
        int n = all.size();
        if (n % 2 == 1) return all[n / 2];
        long long sum = (long long)all[n / 2 - 1] + all[n / 2];
        return sum / 2;
    }
};
