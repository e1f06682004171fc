// Spell Checker Distance — Levenshtein DP with two rolling rows.
// dist(i, j) = min(delete, insert, replace-or-keep); O(|a| * |b|) time, O(|b|) memory.
#include <bits/stdc++.h>
using namespace std;

int main() {
    string a, b;
    cin >> a >> b;
    vector<int> prev(b.size() + 1), cur(b.size() + 1);
    iota(prev.begin(), prev.end(), 0);  // j insertions
    for (size_t i = 0; i < a.size(); i++) {
        cur[0] = (int)i + 1;  // i + 1 deletions
        for (size_t j = 1; j <= b.size(); j++)
            cur[j] = min({prev[j - 1] + (a[i] != b[j - 1]), prev[j] + 1, cur[j - 1] + 1});
        swap(prev, cur);
    }
    cout << prev[b.size()] << "\n";
}
