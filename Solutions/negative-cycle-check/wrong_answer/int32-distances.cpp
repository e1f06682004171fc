// WRONG: distances are 32-bit ints. A chain of conversions can cost less than -2^31 (or more
// than 2^31 - 1), and the sums wrap around.
#include <cstdio>
#include <string>
#include <vector>

int main() {
    int n, m, s;
    if (std::scanf("%d %d %d", &n, &m, &s) != 3) return 0;
    std::vector<int> eu, ev;
    std::vector<int> ew;
    for (int i = 0; i < m; i++) {
        int u, v;
        int w;
        std::scanf("%d %d %d", &u, &v, &w);
        eu.push_back(u); ev.push_back(v); ew.push_back(w);
    }
    const int INF = 2147483647;  // INT_MAX
    std::vector<int> dist(n + 1, INF);
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
