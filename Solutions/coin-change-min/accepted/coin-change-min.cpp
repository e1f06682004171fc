// Exact Change: dynamic programming over the amounts. fewest[0] = 0 and
// fewest[a] = 1 + min(fewest[a - c]) over the coins c <= a; amounts no coin reaches stay
// unreachable. O(k * A) time, O(A) memory.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int k, amount;
    cin >> k >> amount;
    vector<long long> coins(k);
    for (auto& c : coins) cin >> c;

    const int unreachable = amount + 1; // more coins than any payout can need
    vector<int> fewest(amount + 1, unreachable);
    fewest[0] = 0;
    for (int a = 1; a <= amount; a++) {
        for (long long c : coins) {
            if (c <= a && fewest[a - c] + 1 < fewest[a]) fewest[a] = fewest[a - c] + 1;
        }
    }
    cout << (fewest[amount] == unreachable ? -1 : fewest[amount]) << '\n';
}
