// WRONG: the min-heap of end times is right, but the meetings are fed to it in input order
// instead of by start time, so a room freed "later" in the list is not known to be free yet.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<pair<int, int>> m(n);
    for (auto &[s, e] : m) scanf("%d %d", &s, &e);
    priority_queue<int, vector<int>, greater<int>> ends;   // one end time per room in use
    for (auto [s, e] : m) {
        if (!ends.empty() && ends.top() <= s) ends.pop();   // reuse the room that frees first
        ends.push(e);
    }
    printf("%d\n", (int)ends.size());
}
