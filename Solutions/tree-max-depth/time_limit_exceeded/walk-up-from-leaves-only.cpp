// SLOW: climbs to the founder only from the leaves (people without children). Correct and
// fast on a chain (one leaf), but O(n^2) on a long stem ending in many leaves (a broom).
#include <cstdio>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> parent(n);
    vector<char> hasChild(n, 0);
    for (int i = 0; i < n; i++) {
        scanf("%d", &parent[i]);
        if (parent[i] != -1) hasChild[parent[i]] = 1;
    }
    int best = 0;
    for (int i = 0; i < n; i++) {
        if (hasChild[i]) continue;
        int length = 1;
        for (int v = i; parent[v] != -1; v = parent[v]) length++;
        best = max(best, length);
    }
    printf("%d\n", best);
}
