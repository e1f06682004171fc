// Koko Eating Bananas, function mode: binary search on the speed, counting the hours in an int.
// Once a wrong answer (with h a long up to 10^14), this is right under LeetCode's signature
// (h an int, h <= 10^9): the search only tries speeds k of at least half the answer a (it
// starts at lo = 1 with hi >= a, and lo only rises past speeds that failed), and
// ceil(p / k) <= 2 * ceil(p / a), so the hours stay below 2h <= 2 * 10^9 < 2^31. Stdin mode's h
// up to 10^14 still needs 64 bits (wrong_answer/int32-hours.cpp).
class Solution {
public:
    int minEatingSpeed(vector<int>& piles, int h) {
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
