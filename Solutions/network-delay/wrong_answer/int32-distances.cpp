// WRONG: Dijkstra is right, but the distances are 32-bit ints (INT_MAX for "not reached yet").
// A long path of slow links takes longer than 2^31 - 1 ms and the sums wrap around.
#include <cstdio>
#include <functional>
#include <queue>
#include <utility>
#include <vector>

int main() {
    int n, m, s;
    if (std::scanf("%d %d %d", &n, &m, &s) != 3) return 0;
    std::vector<std::vector<std::pair<int, int>>> adj(n + 1);
    for (int i = 0; i < m; i++) {
        int u, v, w;
        std::scanf("%d %d %d", &u, &v, &w);
        adj[u].push_back({v, w});
    }
    typedef int D;
    const D INF = 2147483647;
    std::vector<D> dist(n + 1, INF);
    std::priority_queue<std::pair<D, int>, std::vector<std::pair<D, int>>, std::greater<std::pair<D, int>>> pq;
    dist[s] = 0;
    pq.push({0, s});
    while (!pq.empty()) {
        auto [d, u] = pq.top();
        pq.pop();
        if (d > dist[u]) continue;
        for (auto [v, w] : adj[u])
            if (d + w < dist[v]) {
                dist[v] = d + w;
                pq.push({dist[v], v});
            }
    }
    D latest = 0;
    for (int v = 1; v <= n; v++) {
        if (dist[v] == INF) { std::puts("-1"); return 0; }
        if (dist[v] > latest) latest = dist[v];
    }
    std::printf("%d\n", latest);
}
