// Koko Eating Bananas: the hours needed never increase as the speed grows, so binary search
// the smallest speed in [1, max(p)] whose total of ceil(p / k) fits in h.
// O(n log(max p)) time; h and the hour total need 64 bits.
#include <bits/stdc++.h>
using namespace std;

long long hoursNeeded(const vector<long long>& piles, long long speed) {
    long long hours = 0;
    for (long long pile : piles) hours += (pile + speed - 1) / speed;
    return hours;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long h;
    cin >> n >> h;
    vector<long long> piles(n);
    for (auto& p : piles) cin >> p;

    long long low = 1, high = *max_element(piles.begin(), piles.end());
    while (low < high) {  // the answer lies in [low, high]
        long long mid = low + (high - low) / 2;
        if (hoursNeeded(piles, mid) <= h) {
            high = mid;  // mid works; maybe something slower does too
        } else {
            low = mid + 1;  // mid is too slow
        }
    }
    cout << low << "\n";
}
