// WRONG: instead of a heap of every room's end time, keeps only the earliest end seen so
// far; after a room is reused that end is replaced by the new meeting's end and the other
// rooms' end times are forgotten.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<pair<int, int>> m(n);
    for (auto &[s, e] : m) scanf("%d %d", &s, &e);
    sort(m.begin(), m.end());
    int rooms = 1, earliest = m[0].second;
    for (int i = 1; i < n; i++) {
        auto [s, e] = m[i];
        if (s >= earliest) {
            earliest = e;   // that room now runs this meeting
        } else {
            rooms++;
            earliest = min(earliest, e);
        }
    }
    printf("%d\n", rooms);
}
