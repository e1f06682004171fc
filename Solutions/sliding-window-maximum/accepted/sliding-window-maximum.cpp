// Sliding Window Maximum: a deque of positions whose values strictly decrease from front to
// back. Before appending i, pop from the back every position whose value is <= a[i] (it can
// never be a maximum again); pop the front when it slides out. The front is the maximum.
// O(n) time, O(k) memory.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, k;
    cin >> n >> k;
    vector<int> a(n);
    for (int& v : a) cin >> v;
    deque<int> candidates;
    for (int i = 0; i < n; i++) {
        while (!candidates.empty() && a[candidates.back()] <= a[i]) candidates.pop_back();
        candidates.push_back(i);
        if (candidates.front() <= i - k) candidates.pop_front();
        if (i >= k - 1) cout << (i > k - 1 ? " " : "") << a[candidates.front()];
    }
    cout << '\n';
}
