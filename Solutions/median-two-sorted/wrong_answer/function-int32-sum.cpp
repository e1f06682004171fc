// Median of Two Sorted Arrays, function mode, WRONG: merges, then adds the two middle values
// as ints before dividing; their sum passes 2^31 when both are near 2 * 10^9.
class Solution {
public:
    double findMedianSortedArrays(vector<int>& nums1, vector<int>& nums2) {
        vector<int> all;
        merge(nums1.begin(), nums1.end(), nums2.begin(), nums2.end(), back_inserter(all));
        int n = all.size();
        if (n % 2 == 1) return all[n / 2];
        int sum = all[n / 2 - 1] + all[n / 2];
        return sum / 2.0;
    }
};
