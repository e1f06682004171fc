// SLOW: for every node, climbs to the root checking that the node is on the correct side of
// each ancestor. Correct and fast on a balanced tree (O(n log n)), but O(n * depth) = O(n^2)
// on a long chain.
#include <cstdio>
#include <vector>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> key(n);
    vector<int> left(n), right(n), parent(n, -1);
    vector<char> isLeft(n, 0);
    for (int i = 0; i < n; i++) scanf("%lld %d %d", &key[i], &left[i], &right[i]);
    for (int i = 0; i < n; i++) {
        if (left[i] != -1) { parent[left[i]] = i; isLeft[left[i]] = 1; }
        if (right[i] != -1) parent[right[i]] = i;
    }
    for (int v = 0; v < n; v++) {
        for (int c = v, p = parent[v]; p != -1; c = p, p = parent[p]) {
            if (isLeft[c] ? !(key[v] < key[p]) : !(key[v] > key[p])) { puts("NO"); return 0; }
        }
    }
    puts("YES");
}
