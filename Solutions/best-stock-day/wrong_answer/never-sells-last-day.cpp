// WRONG (off by one at the upper end): the sweep stops one day early, so a sale on the last day is never tried.
#include <cstdio>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> p(n);
    for (auto &x : p) scanf("%lld", &x);
    long long cheapest = p[0], best = 0;
    for (int j = 1; j < n - 1; j++) {
        best = max(best, p[j] - cheapest);
        cheapest = min(cheapest, p[j]);
    }
    printf("%lld\n", best);
}
