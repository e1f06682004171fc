// Trapping Rain Water, function mode: prefix maxima from the left, suffix maxima from the
// right; the water above i is min(both) - height[i]. LeetCode's int signature; every total
// function mode meets fits one.
class Solution {
public:
    int trap(vector<int>& height) {
        int n = height.size();
        vector<int> rightMax(n + 1, 0);
        for (int i = n - 1; i >= 0; i--) rightMax[i] = max(rightMax[i + 1], height[i]);
        int water = 0;
        int leftMax = 0;
        for (int i = 0; i < n; i++) {
            leftMax = max(leftMax, height[i]);
            water += min(leftMax, rightMax[i]) - height[i];
        }
        return water;
    }
};
