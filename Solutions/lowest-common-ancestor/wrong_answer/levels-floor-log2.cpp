// WRONG: off by one in the number of lifting levels: floor(log2 n) instead of ceil, so a
// depth difference of 2^floor(log2 n) or more (a long chain) cannot be climbed.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    vector<int> par(n);
    vector<vector<int>> kids(n);
    int root = 0;
    for (int i = 0; i < n; i++) {
        scanf("%d", &par[i]);
        if (par[i] == -1) root = i; else kids[par[i]].push_back(i);
    }
    //ROOT
    vector<int> depth(n, 0), order{root};
    order.reserve(n);
    for (size_t h = 0; h < order.size(); h++)
        for (int c : kids[order[h]]) { depth[c] = depth[order[h]] + 1; order.push_back(c); }
    //DEPTH
    int LOG = 1;
    while ((1 << (LOG + 1)) <= n) LOG++;   // floor(log2 n)
    //LOG
    vector<vector<int>> up(LOG, vector<int>(n));
    for (int i = 0; i < n; i++) up[0][i] = par[i] == -1 ? i : par[i];
    for (int j = 1; j < LOG; j++)
        for (int i = 0; i < n; i++) up[j][i] = up[j - 1][up[j - 1][i]];
    string out;
    while (q--) {
        int a, b;
        scanf("%d %d", &a, &b);
        if (depth[a] < depth[b]) swap(a, b);
        int diff = depth[a] - depth[b];
        for (int j = 0; j < LOG; j++)
            if (diff >> j & 1) a = up[j][a];
        if (a != b) {
            for (int j = LOG - 1; j >= 0; j--)   //LIFT
                if (up[j][a] != up[j][b]) { a = up[j][a]; b = up[j][b]; }
            a = up[0][a];
        }
        out += to_string(a);
        out += '\n';
    }
    fputs(out.c_str(), stdout);
}
