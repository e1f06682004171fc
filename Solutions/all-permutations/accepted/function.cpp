// Seating Orders, function mode (C++): backtracking over the counts of each distinct family
// number, so equal guests are never told apart.
class Solution {
    vector<pair<int, int>> groups;
    vector<int> seating;
    vector<vector<int>> seatings;

    void seat(size_t chairs) {
        if (seating.size() == chairs) {
            seatings.push_back(seating);
            return;
        }
        for (auto& [family, left] : groups) {
            if (left == 0) continue;
            left--;
            seating.push_back(family);
            seat(chairs);
            seating.pop_back();
            left++;
        }
    }

public:
    vector<vector<int>> permuteUnique(vector<int>& nums) {
        map<int, int> count;
        for (int x : nums) count[x]++;
        groups.assign(count.begin(), count.end());
        seat(nums.size());
        return seatings;
    }
};
