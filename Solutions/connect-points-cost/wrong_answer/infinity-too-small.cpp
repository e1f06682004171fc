// WRONG: Prim's "not connected yet" distance is 1e9, as if no cable could cost more; but a cable
// can cost up to 4e9, and a sensor farther than 1e9 from the whole tree is added for 1e9.
#include <bits/stdc++.h>
using namespace std;

int main() {
    const long long INF = 1000000000;
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> x(n), y(n);
    for (int i = 0; i < n; i++) scanf("%lld %lld", &x[i], &y[i]);
    vector<long long> dist(n, INF);
    vector<bool> inTree(n, false);
    dist[0] = 0;
    long long total = 0;
    for (int step = 0; step < n; step++) {
        int u = -1;
        for (int v = 0; v < n; v++)
            if (!inTree[v] && (u < 0 || dist[v] < dist[u])) u = v;
        inTree[u] = true;
        total += dist[u];
        for (int v = 0; v < n; v++) {
            if (inTree[v]) continue;
            long long d = llabs(x[u] - x[v]) + llabs(y[u] - y[v]);
            if (d < dist[v]) dist[v] = d;
        }
    }
    printf("%lld\n", total);
}
