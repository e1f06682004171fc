// WRONG: shortcut "a single row or a single column has exactly one route", which forgets
// that a tree on that line blocks it (answer 0).
#include <bits/stdc++.h>
using namespace std;
const long long MOD = 1000000007;
int main() {
    int r, c;
    scanf("%d %d", &r, &c);
    vector<string> g(r);
    static char buf[1100];
    for (auto &s : g) { scanf("%s", buf); s = buf; }
    if (g[0][0] == '#' || g[r - 1][c - 1] == '#') { puts("0"); return 0; }
    if (r == 1 || c == 1) { puts("1"); return 0; }
    vector<long long> row(c, 0);
    row[0] = 1;
    for (int i = 0; i < r; i++) {
        long long left = 0;
        for (int j = 0; j < c; j++) {
            left = g[i][j] == '#' ? 0 : (left + row[j]) % MOD;
            row[j] = left;
        }
    }
    printf("%lld\n", row[c - 1]);
}
