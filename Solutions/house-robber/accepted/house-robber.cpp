// Night Market Stalls — best(i) = max(best(i-1), best(i-2) + p[i]) with two rolling values.
//
// Spot i is either left empty (best(i-1)) or opened, which forces spot i-1 empty
// (best(i-2) + p[i]); negative profits need no special case. O(n) time, O(1) extra memory;
// the total can exceed 32 bits, so it is a long long.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    long long twoBack = 0, oneBack = 0;  // best(i-2), best(i-1)
    for (int i = 0; i < n; i++) {
        long long profit;
        cin >> profit;
        long long best = max(oneBack, twoBack + profit);
        twoBack = oneBack;
        oneBack = best;
    }
    cout << oneBack << '\n';
}
