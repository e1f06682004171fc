// WRONG: keeps one line per pair of towns in a map and overwrites it with the last one read, instead of keeping the cheapest of the parallel lines.
#include <bits/stdc++.h>
using namespace std;

vector<int> parent_;
int find(int x) {
    while (parent_[x] != x) x = parent_[x] = parent_[parent_[x]];
    return x;
}

int main() {
    int n, m;
    scanf("%d %d", &n, &m);
    map<pair<int, int>, long long> cost;
    for (int i = 0; i < m; i++) {
        int u, v; long long w;
        scanf("%d %d %lld", &u, &v, &w);
        if (u == v) continue;
        cost[{min(u, v), max(u, v)}] = w;
    }
    vector<array<long long, 3>> lines;
    for (auto& [key, w] : cost) lines.push_back({w, key.first, key.second});
    sort(lines.begin(), lines.end());
    parent_.resize(n + 1);
    iota(parent_.begin(), parent_.end(), 0);
    long long total = 0;
    int built = 0;
    for (auto& [w, u, v] : lines) {
        int a = find((int)u), b = find((int)v);
        if (a == b) continue;
        parent_[a] = b;
        total += w;
        built++;
    }
    if (built == n - 1) printf("%lld\n", total);
    else printf("IMPOSSIBLE\n");
}
