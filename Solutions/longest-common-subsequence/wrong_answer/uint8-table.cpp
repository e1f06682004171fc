// WRONG: keeps the whole (|a|+1) x (|b|+1) table but as unsigned char to save memory
// ("a length fits in a byte"); it does not once the common subsequence passes 255 letters.
#include <bits/stdc++.h>
using namespace std;

int main() {
    string a, b;
    cin >> a >> b;
    size_t n = a.size(), m = b.size();
    vector<vector<unsigned char>> dp(n + 1, vector<unsigned char>(m + 1, 0));
    for (size_t i = 1; i <= n; i++)
        for (size_t j = 1; j <= m; j++)
            dp[i][j] = a[i - 1] == b[j - 1] ? dp[i - 1][j - 1] + 1 : max(dp[i - 1][j], dp[i][j - 1]);
    cout << (int)dp[n][m] << "\n";
}
