// TIME LIMIT: correct, but Bellman-Ford (with an early exit when a round changes nothing)
// instead of Dijkstra: all delays are positive, yet on a long chain whose links are not listed
// in path order it needs about n rounds of m relaxations, O(n * m).
#include <cstdio>
#include <vector>

int main() {
    int n, m, s;
    if (std::scanf("%d %d %d", &n, &m, &s) != 3) return 0;
    std::vector<int> eu(m), ev(m), ew(m);
    for (int i = 0; i < m; i++) std::scanf("%d %d %d", &eu[i], &ev[i], &ew[i]);
    const long long INF = (long long)4e18;
    std::vector<long long> dist(n + 1, INF);
    dist[s] = 0;
    for (int round = 1; round < n; round++) {
        bool changed = false;
        for (int i = 0; i < m; i++)
            if (dist[eu[i]] != INF && dist[eu[i]] + ew[i] < dist[ev[i]]) {
                dist[ev[i]] = dist[eu[i]] + ew[i];
                changed = true;
            }
        if (!changed) break;
    }
    long long latest = 0;
    for (int v = 1; v <= n; v++) {
        if (dist[v] == INF) { std::puts("-1"); return 0; }
        if (dist[v] > latest) latest = dist[v];
    }
    std::printf("%lld\n", latest);
}
