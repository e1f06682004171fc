// Merge Bookings: sort by start, then extend the current block while bookings overlap.
// Take the larger end when extending: a booking may lie inside the block. O(n log n).
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<pair<long long, long long>> bookings(n);
    for (auto& [l, r] : bookings) cin >> l >> r;
    sort(bookings.begin(), bookings.end());
    vector<pair<long long, long long>> blocks;
    for (auto [l, r] : bookings) {
        if (!blocks.empty() && l <= blocks.back().second) {
            blocks.back().second = max(blocks.back().second, r);
        } else {
            blocks.push_back({l, r});
        }
    }
    string out = to_string(blocks.size()) + "\n";
    for (auto [l, r] : blocks) out += to_string(l) + " " + to_string(r) + "\n";
    cout << out;
}
