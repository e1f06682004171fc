// WRONG: sets routes[0][0] = 1 before looking at the grid, so a tree on the start cell is
// ignored (the statement says the answer is then 0).
#include <bits/stdc++.h>
using namespace std;
const long long MOD = 1000000007;
int main() {
    int r, c;
    scanf("%d %d", &r, &c);
    vector<string> g(r);
    static char buf[1100];
    for (auto &s : g) { scanf("%s", buf); s = buf; }
    vector<vector<long long>> dp(r, vector<long long>(c, 0));
    dp[0][0] = 1;
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) {
            if (i == 0 && j == 0) continue;
            if (g[i][j] == '#') continue;
            long long up = i > 0 ? dp[i - 1][j] : 0, left = j > 0 ? dp[i][j - 1] : 0;
            dp[i][j] = (up + left) % MOD;
        }
    printf("%lld\n", dp[r - 1][c - 1]);
}
