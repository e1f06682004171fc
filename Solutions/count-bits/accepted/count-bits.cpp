// Counting Lit Bits — popcount table by DP (bits[i] = bits[i >> 1] + (i & 1)), then prefix
// sums; each question l r is prefix[r + 1] - prefix[l]. O(max r + q) time and memory.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    cin >> q;
    vector<int> lows(q), highs(q);
    for (int i = 0; i < q; i++) cin >> lows[i] >> highs[i];
    int top = *max_element(highs.begin(), highs.end());

    vector<int> bits(top + 1, 0);
    vector<long long> prefix(top + 2, 0);  // prefix[i] = total bits of 0 .. i-1
    for (int i = 1; i <= top; i++) {
        bits[i] = bits[i >> 1] + (i & 1);
        prefix[i + 1] = prefix[i] + bits[i];
    }

    string out;
    for (int i = 0; i < q; i++) out += to_string(prefix[highs[i] + 1] - prefix[lows[i]]) + '\n';
    cout << out;
}
