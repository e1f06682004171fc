// Trapping Rain Water, function mode, WRONG: returns long long as asked but sums the water in
// an int (LeetCode's own totals fit one), which overflows once the total passes 2^31.
class Solution {
public:
    long long trap(vector<int>& height) {
        int i = 0, j = (int)height.size() - 1, leftMax = 0, rightMax = 0;
        int water = 0;
        while (i <= j) {
            if (leftMax <= rightMax) {
                leftMax = max(leftMax, height[i]);
                water += leftMax - height[i];
                i++;
            } else {
                rightMax = max(rightMax, height[j]);
                water += rightMax - height[j];
                j--;
            }
        }
        return water;
    }
};
