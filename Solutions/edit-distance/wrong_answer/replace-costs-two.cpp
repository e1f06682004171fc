// WRONG: only inserts and deletes: a differing letter costs a delete plus an insert (2)
// instead of one replace, which is the LCS distance, not Levenshtein's.
#include <bits/stdc++.h>
using namespace std;

int main() {
    string a, b;
    cin >> a >> b;
    vector<int> prev(b.size() + 1), cur(b.size() + 1);
    iota(prev.begin(), prev.end(), 0);
    for (size_t i = 0; i < a.size(); i++) {
        cur[0] = (int)i + 1;
        for (size_t j = 1; j <= b.size(); j++)
            cur[j] = min({prev[j - 1] + (a[i] != b[j - 1] ? 2 : 0), prev[j] + 1, cur[j - 1] + 1});
        swap(prev, cur);
    }
    cout << prev[b.size()] << "\n";
}
