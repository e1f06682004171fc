// Trapping Rain Water, function mode, WRONG: prefix and suffix maxima, but the suffix loop
// starts at n - 2 and leaves rightMax[n - 1] at 0, so the last building never counts as a wall
// (5 0 5 holds nothing); the max(0, ...) hides the negative at the end.
class Solution {
public:
    int trap(vector<int>& height) {
        int n = height.size();
        vector<int> leftMax(n), rightMax(n, 0);
        leftMax[0] = height[0];
        for (int i = 1; i < n; i++) leftMax[i] = max(leftMax[i - 1], height[i]);
        for (int i = n - 2; i >= 0; i--) rightMax[i] = max(rightMax[i + 1], height[i]);
        int water = 0;
        for (int i = 0; i < n; i++) water += max(0, min(leftMax[i], rightMax[i]) - height[i]);
        return water;
    }
};
