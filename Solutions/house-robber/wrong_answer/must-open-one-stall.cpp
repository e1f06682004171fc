// WRONG: end[i] = p[i] + max(0, best end[j] with j <= i - 2), answer = max of end[i]: always
// opens at least one stall, so when every profit is negative it prints the least negative
// one instead of 0 (opening nothing).
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    scanf("%d", &n);
    vector<long long> p(n);
    for (auto &v : p) scanf("%lld", &v);
    long long bestEnd = LLONG_MIN, prefixBest = LLONG_MIN;  // prefixBest = max end[j], j <= i-2
    vector<long long> end(n);
    for (int i = 0; i < n; i++) {
        if (i >= 2) prefixBest = max(prefixBest, end[i - 2]);
        end[i] = p[i] + max(0LL, prefixBest == LLONG_MIN ? 0LL : prefixBest);
        bestEnd = max(bestEnd, end[i]);
    }
    printf("%lld\n", bestEnd);
}
