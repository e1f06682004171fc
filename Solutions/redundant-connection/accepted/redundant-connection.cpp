// Redundant Cable: add the cables in input order to a union-find; the first cable whose two
// ends are already connected closes the loop and is the loop cable listed last.
// O(n alpha(n)) time, O(n) memory.
#include <bits/stdc++.h>
using namespace std;

struct DisjointSets {
    vector<int> parent, size;
    explicit DisjointSets(int n) : parent(n), size(n, 1) { iota(parent.begin(), parent.end(), 0); }
    int find(int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];   // path halving
            x = parent[x];
        }
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
    int n;
    cin >> n;
    DisjointSets sets(n + 1);
    for (int i = 0; i < n; i++) {
        int u, v;
        cin >> u >> v;
        if (!sets.unite(u, v)) {
            cout << u << ' ' << v << '\n';
            return 0;
        }
    }
}
