// WRONG: correct Kruskal, but the running total is a 32-bit int. Once the budget passes
// about 2.1 billion it wraps around.
#include <bits/stdc++.h>
using namespace std;

int parent_[200005];
int find(int x) {
    while (parent_[x] != x) x = parent_[x] = parent_[parent_[x]];
    return x;
}

int main() {
    int n, m;
    scanf("%d %d", &n, &m);
    vector<array<int, 3>> lines(m);
    for (auto& l : lines) scanf("%d %d %d", &l[1], &l[2], &l[0]);
    sort(lines.begin(), lines.end());
    for (int i = 0; i <= n; i++) parent_[i] = i;
    int total = 0, built = 0;
    for (auto& [cost, u, v] : lines) {
        int a = find(u), b = find(v);
        if (a == b) continue;
        parent_[a] = b;
        total = (int)((unsigned)total + (unsigned)cost);  // wraps like a plain int would
        built++;
    }
    if (built == n - 1) printf("%d\n", total);
    else printf("IMPOSSIBLE\n");
}
