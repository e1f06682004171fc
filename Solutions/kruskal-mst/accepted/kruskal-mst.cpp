// Power Grid Budget — Kruskal's algorithm with union-find (C++).
// Sort lines by cost; keep a line when it joins two different groups. 64-bit total.
#include <bits/stdc++.h>
using namespace std;

struct DSU {
    vector<int> parent, size;
    explicit DSU(int n) : parent(n), size(n, 1) { iota(parent.begin(), parent.end(), 0); }
    int find(int x) {
        while (parent[x] != x) x = parent[x] = parent[parent[x]];
        return x;
    }
    bool unite(int a, int b) {
        a = find(a), b = find(b);
        if (a == b) return false;
        if (size[a] < size[b]) swap(a, b);
        parent[b] = a;
        size[a] += size[b];
        return true;
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<array<long long, 3>> lines(m);  // cost, u, v
    for (auto& l : lines) cin >> l[1] >> l[2] >> l[0];
    sort(lines.begin(), lines.end());
    DSU dsu(n + 1);
    long long total = 0;
    int built = 0;
    for (auto& [cost, u, v] : lines) {
        if (dsu.unite((int)u, (int)v)) {
            total += cost;
            built++;
        }
    }
    if (built == n - 1) cout << total << "\n";
    else cout << "IMPOSSIBLE\n";
}
