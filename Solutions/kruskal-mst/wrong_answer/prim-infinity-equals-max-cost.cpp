// WRONG: Prim's algorithm with "no line yet" = 1e9, a cost a real line can have: a town reachable only by lines of cost 1e9 is never reached.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    scanf("%d %d", &n, &m);
    vector<vector<pair<int, long long>>> adj(n + 1);
    for (int i = 0; i < m; i++) {
        int u, v; long long w;
        scanf("%d %d %lld", &u, &v, &w);
        if (u == v) continue;
        adj[u].push_back({v, w});
        adj[v].push_back({u, w});
    }
    const long long INF = 1000000000;
    vector<long long> dist(n + 1, INF);
    vector<char> done(n + 1, 0);
    priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> pq;
    dist[1] = 0;
    pq.push({0, 1});
    long long total = 0;
    int reached = 0;
    while (!pq.empty()) {
        auto [d, u] = pq.top();
        pq.pop();
        if (done[u] || d != dist[u]) continue;
        done[u] = 1;
        reached++;
        total += d;
        for (auto [v, w] : adj[u])
            if (!done[v] && w < dist[v]) { dist[v] = w; pq.push({w, v}); }
    }
    if (reached == n) printf("%lld\n", total);
    else printf("IMPOSSIBLE\n");
}
