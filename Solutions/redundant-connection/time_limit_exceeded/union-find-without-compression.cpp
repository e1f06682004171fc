// Correct but slow: union-find with neither path compression nor union by size. When cables
// keep joining the same building to new ones, its tree becomes a chain and every find walks
// all of it: O(n^2).
#include <cstdio>
#include <vector>

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    std::vector<int> parent(n + 1);
    for (int i = 0; i <= n; i++) parent[i] = i;
    auto find = [&](int x) {
        while (parent[x] != x) x = parent[x];
        return x;
    };
    for (int i = 0; i < n; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        int ru = find(u), rv = find(v);
        if (ru == rv) { printf("%d %d\n", u, v); return 0; }
        parent[ru] = rv;
    }
    return 0;
}
