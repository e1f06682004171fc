// WRONG (32-bit overflow): prices are int and INT_MAX marks "unreachable", so a route of a few 10^9 flights wraps around to a negative price.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m, src, dst, k;
    if (scanf("%d %d %d %d %d", &n, &m, &src, &dst, &k) != 5) return 0;
    vector<array<int, 3>> flights(m);
    for (auto& f : flights) scanf("%d %d %d", &f[0], &f[1], &f[2]);
    const int INF = INT_MAX;
    vector<int> best(n + 1, INF);
    best[src] = 0;
    for (int round = 0; round <= k; round++) {
        vector<int> next = best;
        for (auto& f : flights)
            if (best[f[0]] != INF && best[f[0]] + f[2] < next[f[1]]) next[f[1]] = best[f[0]] + f[2];
        best = next;
    }
    printf("%d\n", best[dst] == INF ? -1 : best[dst]);
}
