// WRONG: decides IMPOSSIBLE by "some town has no line at all" instead of counting the n - 1 joins, so two separate groups of towns are summed as if connected.
#include <bits/stdc++.h>
using namespace std;

vector<int> parent_;
int find(int x) {
    while (parent_[x] != x) x = parent_[x] = parent_[parent_[x]];
    return x;
}

int main() {
    int n, m;
    scanf("%d %d", &n, &m);
    vector<array<long long, 3>> lines(m);
    vector<char> touched(n + 1, 0);
    for (auto& l : lines) {
        scanf("%lld %lld %lld", &l[1], &l[2], &l[0]);
        if (l[1] != l[2]) touched[l[1]] = touched[l[2]] = 1;
    }
    for (int v = 1; v <= n; v++)
        if (!touched[v] && n > 1) { printf("IMPOSSIBLE\n"); return 0; }
    sort(lines.begin(), lines.end());
    parent_.resize(n + 1);
    iota(parent_.begin(), parent_.end(), 0);
    long long total = 0;
    for (auto& [cost, u, v] : lines) {
        int a = find((int)u), b = find((int)v);
        if (a == b) continue;
        parent_[a] = b;
        total += cost;
    }
    printf("%lld\n", total);
}
