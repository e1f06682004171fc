// Longest Consecutive Run — hash set, count only from values whose predecessor is absent.
// Every value is walked over once, by the start of its own run: O(n) expected time, O(n) memory.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n = 0;
    cin >> n;
    unordered_set<int> values;
    values.reserve(2 * n);
    for (int i = 0; i < n; i++) {
        int x;
        cin >> x;
        values.insert(x);
    }
    int longest = 0;
    for (int start : values) {
        if (values.count(start - 1)) continue;
        int end = start;
        while (values.count(end + 1)) end++;
        longest = max(longest, end - start + 1);
    }
    cout << longest << '\n';
}
