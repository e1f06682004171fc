// WRONG: "a subsidy always pays": builds every negative-cost line between two different towns first, even one that closes a loop, then finishes with Kruskal.
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
    for (auto& l : lines) scanf("%lld %lld %lld", &l[1], &l[2], &l[0]);
    sort(lines.begin(), lines.end());
    parent_.resize(n + 1);
    iota(parent_.begin(), parent_.end(), 0);
    long long total = 0;
    int built = 0;
    for (auto& [cost, u, v] : lines) {
        int a = find((int)u), b = find((int)v);
        if (cost < 0 && u != v) {           // money for nothing: take it
            total += cost;
            if (a != b) { parent_[a] = b; built++; }
            continue;
        }
        if (a == b) continue;
        parent_[a] = b;
        total += cost;
        built++;
    }
    if (built == n - 1) printf("%lld\n", total);
    else printf("IMPOSSIBLE\n");
}
