// WRONG: saves memory with ONE row updated in place, but on a match reads dp[j-1], which
// already belongs to the current row, instead of the saved diagonal from the row above;
// a letter of a repeated in b is then matched several times.
#include <bits/stdc++.h>
using namespace std;

int main() {
    string a, b;
    cin >> a >> b;
    vector<int> dp(b.size() + 1, 0);
    for (char ch : a) {
        for (size_t j = 1; j <= b.size(); j++)
            dp[j] = ch == b[j - 1] ? dp[j - 1] + 1 : max(dp[j], dp[j - 1]);   // BUG: dp[j-1] is new
    }
    cout << dp[b.size()] << "\n";
}
