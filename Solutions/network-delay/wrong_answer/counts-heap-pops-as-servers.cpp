// WRONG: "every server got the update" is decided by counting heap pops -- but a server can be
// pushed (and popped) several times, once per improvement, so the stale copies make up for
// servers that are never reached, and the time of the last server settled is printed
// instead of -1.
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
    typedef long long D;
    const D INF = (D)4e18;
    std::vector<D> dist(n + 1, INF);
    std::priority_queue<std::pair<D, int>, std::vector<std::pair<D, int>>, std::greater<std::pair<D, int>>> pq;
    dist[s] = 0;
    pq.push({0, s});
    int popped = 0;
    D last = 0;
    while (!pq.empty()) {
        auto [d, u] = pq.top();
        pq.pop();
        popped++;
        if (d > dist[u]) continue;
        last = d;
        for (auto [v, w] : adj[u])
            if (d + w < dist[v]) {
                dist[v] = d + w;
                pq.push({dist[v], v});
            }
    }
    if (popped < n) std::puts("-1");
    else std::printf("%lld\n", last);
}
