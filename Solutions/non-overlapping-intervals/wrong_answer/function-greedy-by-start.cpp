// Wrong: keeps slots greedily in order of their start, so one long early slot blocks many
// short ones that could all have stayed.
class Solution {
public:
    int eraseOverlapIntervals(vector<vector<int>>& intervals) {
        sort(intervals.begin(), intervals.end());
        int cancelled = 0;
        long long end = LLONG_MIN;
        for (auto& slot : intervals) {
            if (slot[0] >= end) end = slot[1];
            else cancelled++;
        }
        return cancelled;
    }
};
