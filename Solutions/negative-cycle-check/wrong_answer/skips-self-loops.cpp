// WRONG: self-loops are dropped while reading ("a loop back to the same asset never makes a
// path cheaper") -- but a negative self-loop is itself a negative cycle.
#include <cstdio>
#include <string>
#include <vector>

int main() {
    int n, m, s;
    if (std::scanf("%d %d %d", &n, &m, &s) != 3) return 0;
    std::vector<int> eu, ev;
    std::vector<long long> ew;
    for (int i = 0; i < m; i++) {
        int u, v;
        long long w;
        std::scanf("%d %d %lld", &u, &v, &w);
        if (u == v) continue;
        eu.push_back(u); ev.push_back(v); ew.push_back(w);
    }
    const long long INF = (long long)4e18;
    std::vector<long long> dist(n + 1, INF);
    dist[s] = 0;
    for (int round = 0; round < n - 1; round++)
        for (size_t i = 0; i < eu.size(); i++)
            if (dist[eu[i]] != INF && dist[eu[i]] + ew[i] < dist[ev[i]]) dist[ev[i]] = dist[eu[i]] + ew[i];
    for (size_t i = 0; i < eu.size(); i++)
        if (dist[eu[i]] != INF && dist[eu[i]] + ew[i] < dist[ev[i]]) { std::puts("NEGATIVE CYCLE"); return 0; }
    std::string out;
    for (int v = 1; v <= n; v++) {
        if (v > 1) out += ' ';
        out += dist[v] == INF ? "INF" : std::to_string(dist[v]);
    }
    std::puts(out.c_str());
}
