// WRONG: the trie starts at bit 28, as if every value were below 2^29 (about 5.4 * 10^8);
// values up to 2^30 - 1 lose their top bit, so pairs that differ there are undervalued.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> a(n);
    for (auto &x : a) scanf("%d", &x);
    // binary trie of the bits, highest first; node 0 is the root, 0 also means "no child"
    vector<array<int, 2>> child(1, {0, 0});
    child.reserve((size_t)n * 30 + 1);
    int best = 0;
    for (int i = 0; i < n; i++) {
        int x = a[i];
        if (i > 0) {   // best partner of x among the numbers before it
            int node = 0, value = 0;
            for (int b = 28; b >= 0; b--) {
                int want = (x >> b & 1) ^ 1;
                if (child[node][want]) {
                    value |= 1 << b;
                    node = child[node][want];
                } else {   //ELSE
                    node = child[node][want ^ 1];
                }
            }
            best = max(best, value);
        }
        int node = 0;
        for (int b = 28; b >= 0; b--) {
            int bit = x >> b & 1;
            if (!child[node][bit]) {
                child[node][bit] = child.size();
                child.push_back({0, 0});
            }
            node = child[node][bit];
        }
    }
    printf("%d\n", best);
}
