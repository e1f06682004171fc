// WRONG: off by one in the bit loops (b > 0 instead of b >= 0): the lowest bit is never
// looked at, so a best XOR that is odd comes out one too small.
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
            for (int b = 29; b > 0; b--) {
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
        for (int b = 29; b > 0; b--) {
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
