// Daily Temperatures — monotonic stack of the days still waiting for a warmer one.
//
// Sweep left to right; when day i arrives, every waiting day on top of the stack that is
// strictly colder gets its answer i - j and is popped, then day i starts waiting. Days left
// on the stack get 0. Each day is pushed and popped at most once: O(n) time and memory.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> temperatures(n);
    for (int& t : temperatures) cin >> t;

    vector<int> wait(n, 0);
    stack<int> waitingDays;
    for (int today = 0; today < n; today++) {
        while (!waitingDays.empty() && temperatures[waitingDays.top()] < temperatures[today]) {
            wait[waitingDays.top()] = today - waitingDays.top();
            waitingDays.pop();
        }
        waitingDays.push(today);
    }

    string out;
    for (int i = 0; i < n; i++) {
        if (i > 0) out += ' ';
        out += to_string(wait[i]);
    }
    cout << out << '\n';
}
