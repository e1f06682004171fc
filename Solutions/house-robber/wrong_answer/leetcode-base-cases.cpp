// WRONG: LeetCode's base cases best[0] = p[0], best[1] = max(p[0], p[1]), written for
// non-negative profits: a negative p[0] is forced in, and opening nothing is never allowed.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    scanf("%d", &n);
    vector<long long> p(n);
    for (auto &v : p) scanf("%lld", &v);
    if (n == 1) { printf("%lld\n", p[0]); return 0; }
    vector<long long> best(n);
    best[0] = p[0];
    best[1] = max(p[0], p[1]);
    for (int i = 2; i < n; i++) best[i] = max(best[i - 1], best[i - 2] + p[i]);
    printf("%lld\n", best[n - 1]);
}
