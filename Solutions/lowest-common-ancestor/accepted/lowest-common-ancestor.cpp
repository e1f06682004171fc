// Nearest Common Manager — binary lifting. up[j][v] is the 2^j-th manager above v (the CEO is
// their own manager); depths come from a breadth-first walk, so a deep chart needs no
// recursion. Per dispute: lift the deeper employee by the depth difference, then jump both
// from the highest level down while they stay apart. O(n log n) preprocessing, O(log n) per
// dispute.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    vector<int> manager(n);
    vector<vector<int>> reports(n);
    int ceo = 0;
    for (int i = 0; i < n; i++) {
        cin >> manager[i];
        if (manager[i] == -1) ceo = i;
        else reports[manager[i]].push_back(i);
    }

    vector<int> depth(n, 0), order = {ceo};
    order.reserve(n);
    for (size_t head = 0; head < order.size(); head++) {
        int person = order[head];
        for (int r : reports[person]) {
            depth[r] = depth[person] + 1;
            order.push_back(r);
        }
    }

    int levels = 1;
    while ((1 << levels) < n) levels++;
    vector<vector<int>> up(levels, vector<int>(n));
    for (int v = 0; v < n; v++) up[0][v] = manager[v] == -1 ? v : manager[v];
    for (int j = 1; j < levels; j++)
        for (int v = 0; v < n; v++) up[j][v] = up[j - 1][up[j - 1][v]];

    string out;
    for (int i = 0; i < q; i++) {
        int a, b;
        cin >> a >> b;
        if (depth[a] < depth[b]) swap(a, b);
        int diff = depth[a] - depth[b];
        for (int j = 0; diff > 0; j++, diff >>= 1)
            if (diff & 1) a = up[j][a];
        if (a != b) {
            for (int j = levels - 1; j >= 0; j--) {
                if (up[j][a] != up[j][b]) {
                    a = up[j][a];
                    b = up[j][b];
                }
            }
            a = up[0][a];
        }
        out += to_string(a);
        out += '\n';
    }
    cout << out;
}
