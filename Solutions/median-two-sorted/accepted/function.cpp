// Median of Two Sorted Arrays, function mode: find the k-th smallest of the union by
// discarding k/2 elements of one array at a time (O(log(m + n))). The middle values are added
// as doubles: their int sum can pass 2^31.
class Solution {
    int kth(const vector<int>& a, int i, const vector<int>& b, int j, int k) {
        // the k-th smallest (1-based) of a[i..] and b[j..]
        while (true) {
            if (i == (int)a.size()) return b[j + k - 1];
            if (j == (int)b.size()) return a[i + k - 1];
            if (k == 1) return min(a[i], b[j]);
            int step = k / 2;
            int ia = min((int)a.size(), i + step) - 1, jb = min((int)b.size(), j + step) - 1;
            if (a[ia] <= b[jb]) {
                k -= ia - i + 1;
                i = ia + 1;
            } else {
                k -= jb - j + 1;
                j = jb + 1;
            }
        }
    }

public:
    double findMedianSortedArrays(vector<int>& nums1, vector<int>& nums2) {
        int total = nums1.size() + nums2.size();
        if (total % 2 == 1) return kth(nums1, 0, nums2, 0, total / 2 + 1);
        return ((double)kth(nums1, 0, nums2, 0, total / 2) + kth(nums1, 0, nums2, 0, total / 2 + 1)) / 2.0;
    }
};
