// Correct but slow: Kruskal with a plain union-find, no path compression and no union by size
// (parent[find(u)] = find(v)). Lines added in the order of a path make a chain of depth n, and
// every later find from its deep end walks all of it: O(n * m), about 10^10 steps on the
// chain tests, where the compressed union-find is O(m log m) overall.
#include <bits/stdc++.h>
using namespace std;

vector<int> parent_;
int find(int x) {
    while (parent_[x] != x) x = parent_[x];
    return x;
}

int main() {
    int n, m;
    scanf("%d %d", &n, &m);
    vector<array<long long, 3>> lines(m);
    for (auto& l : lines) scanf("%lld %lld %lld", &l[1], &l[2], &l[0]);
    sort(lines.begin(), lines.end(), [](const auto& a, const auto& b) { return a[0] < b[0]; });
    parent_.resize(n + 1);
    iota(parent_.begin(), parent_.end(), 0);
    long long total = 0;
    int built = 0;
    for (auto& [cost, u, v] : lines) {
        int a = find((int)u), b = find((int)v);
        if (a == b) continue;
        parent_[a] = b;
        total += cost;
        built++;
    }
    if (built == n - 1) printf("%lld\n", total);
    else printf("IMPOSSIBLE\n");
}
