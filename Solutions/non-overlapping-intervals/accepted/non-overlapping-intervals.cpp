// Festival Stage Schedule: greedy by earliest end. Sort the slots by end time and keep a slot
// whenever it starts no earlier than the end of the last kept one (touching is fine); every
// other slot is cancelled. O(n log n) time, O(n) memory.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<pair<long long, long long>> slots(n);
    for (auto& [l, r] : slots) cin >> l >> r;
    sort(slots.begin(), slots.end(), [](const auto& a, const auto& b) { return a.second < b.second; });
    int kept = 0;
    long long end = LLONG_MIN;
    for (auto [l, r] : slots) {
        if (l >= end) {
            kept++;
            end = r;
        }
    }
    cout << n - kept << '\n';
}
