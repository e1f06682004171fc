// Merge Two Sorted Lists: two cursors, one per list. Repeatedly output the smaller front
// (the first list's on a tie) and advance that cursor; when one list runs out, the rest of
// the other follows unchanged. O(n + m).
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> first(n);
    for (auto& x : first) cin >> x;
    int m;
    cin >> m;
    vector<long long> second(m);
    for (auto& x : second) cin >> x;

    vector<long long> merged;
    merged.reserve(n + m);
    size_t i = 0, j = 0;
    while (i < first.size() && j < second.size()) {
        if (first[i] <= second[j]) merged.push_back(first[i++]);
        else merged.push_back(second[j++]);
    }
    merged.insert(merged.end(), first.begin() + i, first.end());
    merged.insert(merged.end(), second.begin() + j, second.end());

    string out;
    for (size_t t = 0; t < merged.size(); t++) {
        if (t) out += ' ';
        out += to_string(merged[t]);
    }
    cout << out << '\n';
}
