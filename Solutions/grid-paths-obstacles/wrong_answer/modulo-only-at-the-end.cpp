// WRONG: adds the counts in 64-bit integers and takes % 1000000007 only when printing; the
// true counts (up to C(1998, 999)) overflow 64 bits long before the end.
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
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) {
            if (g[i][j] == '#') { dp[i][j] = 0; continue; }
            if (i == 0 && j == 0) { dp[i][j] = 1; continue; }
            long long up = i > 0 ? dp[i - 1][j] : 0, left = j > 0 ? dp[i][j - 1] : 0;
            dp[i][j] = up + left;
        }
    printf("%lld\n", dp[r - 1][c - 1] % MOD);
}
