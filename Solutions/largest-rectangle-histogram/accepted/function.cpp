// Largest Rectangle in a Histogram, function mode: for every bar, the nearest lower bar on
// each side (two monotonic stack passes); the bar's rectangle spans between them. The area
// is computed in a long long and returned as LeetCode's int (at most 10^4 * 10^5 = 10^9 there).
class Solution {
public:
    int largestRectangleArea(vector<int>& heights) {
        int n = heights.size();
        vector<int> left(n), right(n);
        vector<int> stack;
        for (int i = 0; i < n; i++) {
            while (!stack.empty() && heights[stack.back()] >= heights[i]) stack.pop_back();
            left[i] = stack.empty() ? -1 : stack.back();
            stack.push_back(i);
        }
        stack.clear();
        for (int i = n - 1; i >= 0; i--) {
            while (!stack.empty() && heights[stack.back()] >= heights[i]) stack.pop_back();
            right[i] = stack.empty() ? n : stack.back();
            stack.push_back(i);
        }
        long long best = 0;
        for (int i = 0; i < n; i++) {
            best = max(best, (long long)heights[i] * (right[i] - left[i] - 1));
        }
        return (int)best;
    }
};
