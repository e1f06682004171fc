// Common Ancestry — LCS with two rolling rows: match -> diagonal + 1, else max(up, left).
// O(|a| * |b|) time, O(|b|) memory.
#include <bits/stdc++.h>
using namespace std;

int main() {
    string a, b;
    cin >> a >> b;
    vector<int> prev(b.size() + 1, 0), cur(b.size() + 1, 0);
    for (char ch : a) {
        for (size_t j = 1; j <= b.size(); j++)
            cur[j] = ch == b[j - 1] ? prev[j - 1] + 1 : max(prev[j], cur[j - 1]);
        swap(prev, cur);
    }
    cout << prev[b.size()] << "\n";
}
