// WRONG (sentinel a real answer can reach): prices are 64-bit, but "unreachable" is still INT_MAX, so a route costing INT_MAX or more is never recorded and prints -1.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m, src, dst, k;
    if (scanf("%d %d %d %d %d", &n, &m, &src, &dst, &k) != 5) return 0;
    vector<array<long long, 3>> flights(m);
    for (auto& f : flights) scanf("%lld %lld %lld", &f[0], &f[1], &f[2]);
    const long long INF = INT_MAX;
    vector<long long> best(n + 1, INF);
    best[src] = 0;
    for (int round = 0; round <= k; round++) {
        vector<long long> next = best;
        for (auto& f : flights)
            if (best[f[0]] != INF && best[f[0]] + f[2] < next[f[1]]) next[f[1]] = best[f[0]] + f[2];
        best = next;
    }
    printf("%lld\n", best[dst] == INF ? -1 : best[dst]);
}
