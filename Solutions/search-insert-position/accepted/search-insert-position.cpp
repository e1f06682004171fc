// Search Insert Position: the answer is the first index p with a[p] >= x, which is exactly
// std::lower_bound (a binary search). O((n + q) log n).
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    vector<int> a(n);
    for (int& v : a) cin >> v;
    for (int i = 0; i < q; i++) {
        int x;
        cin >> x;
        cout << (i ? " " : "") << (lower_bound(a.begin(), a.end(), x) - a.begin());
    }
    cout << '\n';
}
