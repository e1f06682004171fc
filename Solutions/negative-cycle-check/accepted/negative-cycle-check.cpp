// Arbitrage Detector: Bellman-Ford with negative-cycle detection. A cheapest route without
// repeated assets uses at most n - 1 conversions, so n - 1 rounds of relaxing every
// conversion settle all costs; if one more round still improves an asset, a reachable
// negative cycle exists. Only relax from assets already reached, so that an unreachable
// negative cycle does not count; stop early once a round changes nothing.
// O(n * m) time, O(n + m) memory, costs in 64-bit.
#include <bits/stdc++.h>
using namespace std;

struct Edge {
    int from, to;
    long long cost;
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m, s;
    cin >> n >> m >> s;
    vector<Edge> edges(m);
    for (auto& e : edges) {
        cin >> e.from >> e.to >> e.cost;
        e.from--, e.to--;
    }
    const long long INF = LLONG_MAX;
    vector<long long> dist(n, INF);
    dist[s - 1] = 0;

    auto relaxAll = [&] {
        bool improved = false;
        for (const auto& e : edges) {
            if (dist[e.from] == INF) continue;
            if (dist[e.from] + e.cost < dist[e.to]) {
                dist[e.to] = dist[e.from] + e.cost;
                improved = true;
            }
        }
        return improved;
    };

    bool stable = false;
    for (int round = 0; round < max(n - 1, 1) && !stable; round++) stable = !relaxAll();
    if (!stable && relaxAll()) {
        cout << "NEGATIVE CYCLE\n";
        return 0;
    }
    for (int v = 0; v < n; v++) {
        if (v) cout << ' ';
        if (dist[v] == INF) cout << "INF";
        else cout << dist[v];
    }
    cout << '\n';
}
