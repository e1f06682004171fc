// WRONG: take[i] = p[i] + max(take[i-2], take[i-3]), answer max(take[n-1], take[n-2], 0):
// right for non-negative profits (a gap of 4 or more could always take one more), but with
// negative profits it is forced to open a losing stall inside a long losing stretch.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    scanf("%d", &n);
    vector<long long> p(n);
    for (auto &v : p) scanf("%lld", &v);
    vector<long long> take(n);
    for (int i = 0; i < n; i++) {
        long long before = 0;
        if (i >= 2) {
            before = take[i - 2];
            if (i >= 3) before = max(before, take[i - 3]);
        }
        take[i] = p[i] + before;
    }
    long long ans = max(0LL, take[n - 1]);
    if (n >= 2) ans = max(ans, take[n - 2]);
    printf("%lld\n", ans);
}
