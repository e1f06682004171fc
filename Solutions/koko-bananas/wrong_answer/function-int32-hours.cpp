// Koko Eating Bananas, function mode, WRONG: counts the hours in an int, which overflows at
// small speeds on many huge piles, so a too-slow speed looks fast enough.
class Solution {
public:
    int minEatingSpeed(vector<int>& piles, long long h) {
        int lo = 1, hi = *max_element(piles.begin(), piles.end());
        while (lo < hi) {
            int k = lo + (hi - lo) / 2;
            int hours = 0;
            for (int p : piles) hours += (p + (long long)k - 1) / k;
            if (hours <= h) hi = k; else lo = k + 1;
        }
        return lo;
    }
};
