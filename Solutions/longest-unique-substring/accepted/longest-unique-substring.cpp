// Longest Unique Substring — sliding window with the last position of every id in a hash map;
// on a repeat inside the window, the left end jumps past its previous occurrence.
// O(n) expected time, O(n) memory.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    unordered_map<int, int> lastSeen;
    lastSeen.reserve(2 * n);
    int left = 0, longest = 0;
    for (int right = 0; right < n; right++) {
        int id;
        cin >> id;
        auto it = lastSeen.find(id);
        if (it != lastSeen.end() && it->second >= left) left = it->second + 1;
        lastSeen[id] = right;
        longest = max(longest, right - left + 1);
    }
    cout << longest << '\n';
}
