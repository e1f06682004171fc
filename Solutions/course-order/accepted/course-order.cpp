// Course Schedule — Kahn's algorithm with a min-heap: the lexicographically smallest order.
//
// Count each course's unmet prerequisites; courses with none are available. Repeatedly take
// the smallest available course and unlock the courses its rules point to. If the heap runs
// dry before all n courses are taken, the rest wait on each other in a cycle.
// O((n + m) log n) time, O(n + m) memory.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<vector<int>> unlocks(n + 1);
    vector<int> missing(n + 1, 0);  // unmet prerequisites per course
    for (int i = 0; i < m; i++) {
        int before, after;
        cin >> before >> after;
        unlocks[before].push_back(after);
        missing[after]++;
    }

    priority_queue<int, vector<int>, greater<int>> available;
    for (int course = 1; course <= n; course++)
        if (missing[course] == 0) available.push(course);
    vector<int> order;
    order.reserve(n);
    while (!available.empty()) {
        int course = available.top();
        available.pop();
        order.push_back(course);
        for (int next : unlocks[course])
            if (--missing[next] == 0) available.push(next);
    }

    if ((int)order.size() < n) {
        cout << "IMPOSSIBLE\n";
        return 0;
    }
    string out;
    for (int i = 0; i < n; i++) {
        if (i > 0) out += ' ';
        out += to_string(order[i]);
    }
    cout << out << '\n';
}
