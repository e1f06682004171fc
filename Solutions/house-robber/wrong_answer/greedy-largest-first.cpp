// WRONG: greedy: open the most profitable free spot, block its neighbours, repeat while the
// profit is positive. 3 4 3 gives 4 instead of 6.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    scanf("%d", &n);
    vector<long long> p(n);
    for (auto &v : p) scanf("%lld", &v);
    vector<int> order(n);
    iota(order.begin(), order.end(), 0);
    stable_sort(order.begin(), order.end(), [&](int a, int b) { return p[a] > p[b]; });
    vector<char> blocked(n, 0);
    long long total = 0;
    for (int i : order) {
        if (p[i] <= 0) break;
        if (blocked[i]) continue;
        total += p[i];
        blocked[i] = 1;
        if (i > 0) blocked[i - 1] = 1;
        if (i + 1 < n) blocked[i + 1] = 1;
    }
    printf("%lld\n", total);
}
