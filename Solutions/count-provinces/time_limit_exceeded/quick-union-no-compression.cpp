// Correct but slow: union-find with neither path compression nor union by size. A road can hang a long
// chain under a new root, and every later find walks the whole chain: O(n * m) in the worst case.
#include <cstdio>
#include <vector>
using namespace std;

static vector<int> parent;

int find(int x) {
    while (parent[x] != x) x = parent[x];
    return x;
}

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    parent.resize(n + 1);
    for (int i = 0; i <= n; i++) parent[i] = i;
    int provinces = n;
    for (int i = 0; i < m; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        int a = find(u), b = find(v);
        if (a != b) {
            parent[a] = b;
            provinces--;
        }
    }
    printf("%d\n", provinces);
    return 0;
}
