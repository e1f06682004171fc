// SLOW: correct greedy by start time, but finds a free room by scanning the list of every
// room's end time: O(n * rooms), quadratic when most meetings overlap (long meetings).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<pair<int, int>> m(n);
    for (auto &[s, e] : m) scanf("%d %d", &s, &e);
    sort(m.begin(), m.end());
    vector<int> roomEnd;   // when each room becomes free
    for (auto [s, e] : m) {
        bool placed = false;
        for (int &end : roomEnd)
            if (end <= s) { end = e; placed = true; break; }
        if (!placed) roomEnd.push_back(e);
    }
    printf("%d\n", (int)roomEnd.size());
}
