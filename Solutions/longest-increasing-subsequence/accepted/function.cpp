// Rising Temperatures, function mode (C++): patience sorting with lower_bound, which finds
// the first tail not smaller than the reading, so equal readings never extend a run.
class Solution {
public:
    int lengthOfLIS(vector<int>& nums) {
        vector<int> tails;
        for (int value : nums) {
            auto it = lower_bound(tails.begin(), tails.end(), value);
            if (it == tails.end()) tails.push_back(value);
            else *it = value;
        }
        return (int)tails.size();
    }
};
