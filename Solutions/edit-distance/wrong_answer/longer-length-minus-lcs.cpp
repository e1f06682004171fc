// WRONG: answers max(|a|, |b|) - LCS(a, b), as if every letter outside a longest common
// subsequence could be fixed by one replace or insert; the letters kept in order may sit at
// shifted places, which costs extra deletes and inserts (ab -> ba needs 2, not 1).
#include <bits/stdc++.h>
using namespace std;

int main() {
    string a, b;
    cin >> a >> b;
    vector<int> prev(b.size() + 1, 0), cur(b.size() + 1, 0);
    for (size_t i = 0; i < a.size(); i++) {
        for (size_t j = 1; j <= b.size(); j++)
            cur[j] = a[i] == b[j - 1] ? prev[j - 1] + 1 : max(prev[j], cur[j - 1]);
        swap(prev, cur);
    }
    cout << (int)max(a.size(), b.size()) - prev[b.size()] << "\n";
}
