// WRONG: Prim's algorithm with 64-bit cable costs, but the total is summed in a 32-bit int. Each
// cable fits, yet a network spanning the field costs far more than 2^31 - 1.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> x(n), y(n);
    for (int i = 0; i < n; i++) scanf("%lld %lld", &x[i], &y[i]);
    vector<long long> dist(n, LLONG_MAX);
    vector<bool> inTree(n, false);
    dist[0] = 0;
    int total = 0;
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
    printf("%d\n", total);
}
