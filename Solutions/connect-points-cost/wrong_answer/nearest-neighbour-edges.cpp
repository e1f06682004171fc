// WRONG: greedy instead of a spanning tree: every sensor lays a cable to its nearest other
// sensor, and the distinct cables are summed. Right when those cables happen to connect
// everything (as in the sample), but two far-apart groups are never joined.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> x(n), y(n);
    for (int i = 0; i < n; i++) scanf("%lld %lld", &x[i], &y[i]);
    set<pair<int, int>> cables;
    long long total = 0;
    for (int i = 0; i < n; i++) {
        int best = -1;
        long long bestCost = LLONG_MAX;
        for (int j = 0; j < n; j++) {
            if (j == i) continue;
            long long d = llabs(x[i] - x[j]) + llabs(y[i] - y[j]);
            if (d < bestCost) { bestCost = d; best = j; }
        }
        if (best < 0) continue;
        pair<int, int> key = {min(i, best), max(i, best)};
        if (cables.insert(key).second) total += bestCost;
    }
    printf("%lld\n", total);
}
