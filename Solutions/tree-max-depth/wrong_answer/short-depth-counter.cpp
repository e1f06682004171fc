// WRONG: keeps the depths in 16-bit integers to save memory; a chain of more than 32767
// generations overflows.
#include <cstdio>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> parent(n);
    vector<vector<int>> children(n);
    int root = 0;
    for (int i = 0; i < n; i++) {
        scanf("%d", &parent[i]);
        if (parent[i] == -1) root = i; else children[parent[i]].push_back(i);
    }
    vector<short> depth(n, 0);
    vector<int> order = {root};
    depth[root] = 1;
    short best = 1;
    for (size_t k = 0; k < order.size(); k++) {
        int v = order[k];
        for (int c : children[v]) {
            depth[c] = depth[v] + 1;
            best = max(best, depth[c]);
            order.push_back(c);
        }
    }
    printf("%d\n", (int)best);
}
