// WRONG: one rolling row with row[j] += row[j - 1], but a tree cell is just skipped
// (continue) instead of set to 0, so it keeps the count of the open cell above it.
#include <bits/stdc++.h>
using namespace std;
const long long MOD = 1000000007;
int main() {
    int r, c;
    scanf("%d %d", &r, &c);
    static char buf[1100];
    vector<long long> row(c, 0);
    for (int i = 0; i < r; i++) {
        scanf("%s", buf);
        for (int j = 0; j < c; j++) {
            if (buf[j] == '#') continue;
            if (i == 0 && j == 0) { row[0] = 1; continue; }
            if (j > 0) row[j] = (row[j] + row[j - 1]) % MOD;
        }
    }
    printf("%lld\n", row[c - 1]);
}
