// Minimum Window Cover, function mode: sliding window with per-letter debts; a window is
// recorded only when strictly shorter, so ties keep the leftmost (O(|s| + |t|)).
class Solution {
public:
    string minWindow(string s, string t) {
        int need[128] = {0};
        for (char c : t) need[(unsigned char)c]++;
        int missing = t.size(), left = 0, bestStart = 0, bestLength = INT_MAX;
        for (int right = 0; right < (int)s.size(); right++) {
            if (need[(unsigned char)s[right]]-- > 0) missing--;
            while (missing == 0) {
                if (right - left + 1 < bestLength) {
                    bestLength = right - left + 1;
                    bestStart = left;
                }
                if (++need[(unsigned char)s[left++]] > 0) missing++;
            }
        }
        return bestLength == INT_MAX ? "" : s.substr(bestStart, bestLength);
    }
};
