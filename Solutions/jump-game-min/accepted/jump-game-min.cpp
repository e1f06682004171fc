// Stepping Stones: greedy breadth-first search over ranges. The stones reachable with k leaps
// form a contiguous range; the next range ends at the farthest i + a[i] inside the current
// one. O(n) time, O(1) extra memory besides the input.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto& x : a) cin >> x;

    long long leaps = 0, currentEnd = 0, farthest = 0;
    for (int stone = 0; stone < n - 1; stone++) {
        farthest = max(farthest, stone + a[stone]);
        if (stone == currentEnd) {
            if (farthest == currentEnd) {  // stuck on dead ends
                cout << -1 << "\n";
                return 0;
            }
            leaps++;
            currentEnd = farthest;
            if (currentEnd >= n - 1) break;
        }
    }
    cout << leaps << "\n";
}
