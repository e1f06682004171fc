// WRONG: two rolling rows, but cur[0] (= i + 1 deletions) is never set for the new row, so
// the first column keeps whatever the swapped-in row held.
#include <bits/stdc++.h>
using namespace std;

int main() {
    string a, b;
    cin >> a >> b;
    vector<int> prev(b.size() + 1), cur(b.size() + 1);
    iota(prev.begin(), prev.end(), 0);
    cur[0] = 1;
    for (size_t i = 0; i < a.size(); i++) {
        for (size_t j = 1; j <= b.size(); j++)
            cur[j] = min({prev[j - 1] + (a[i] != b[j - 1]), prev[j] + 1, cur[j - 1] + 1});
        swap(prev, cur);
    }
    cout << prev[b.size()] << "\n";
}
