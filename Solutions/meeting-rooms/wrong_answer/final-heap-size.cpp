// WRONG: pops every meeting that has ended before each start and prints the size of the heap
// at the end, i.e. the rooms busy during the last meeting, not the most ever busy at once.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<pair<int, int>> m(n);
    for (auto &[s, e] : m) scanf("%d %d", &s, &e);
    sort(m.begin(), m.end());
    priority_queue<int, vector<int>, greater<int>> ends;
    for (auto [s, e] : m) {
        while (!ends.empty() && ends.top() <= s) ends.pop();
        ends.push(e);
    }
    printf("%d\n", (int)ends.size());
}
