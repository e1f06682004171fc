// Count the Provinces — union-find with path halving and union by size.
//
// Start with n provinces; every road whose two villages have different roots merges those
// groups and removes one province. About O((n + m) * alpha(n)) time, O(n) memory.
#include <bits/stdc++.h>
using namespace std;

struct DisjointSets {
    vector<int> parent, size;
    explicit DisjointSets(int n) : parent(n), size(n, 1) { iota(parent.begin(), parent.end(), 0); }

    int find(int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }

    // Merges the groups of a and b; false when they were already one group.
    bool unite(int a, int b) {
        a = find(a), b = find(b);
        if (a == b) return false;
        if (size[a] > size[b]) swap(a, b);
        parent[a] = b;
        size[b] += size[a];
        return true;
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    DisjointSets sets(n + 1);
    int provinces = n;
    for (int i = 0; i < m; i++) {
        int u, v;
        cin >> u >> v;
        if (sets.unite(u, v)) provinces--;
    }
    cout << provinces << '\n';
}
