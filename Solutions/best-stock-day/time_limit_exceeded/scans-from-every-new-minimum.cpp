// Correct but O(n^2) in the worst case: only a day cheaper than every earlier day can be the best
// purchase, so it scans the rest of the days from each new minimum. Fast when new minima are rare
// (random prices have about ln n of them), quadratic when prices keep falling.
#include <cstdio>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> p(n);
    for (auto &x : p) scanf("%lld", &x);
    long long cheapest = p[0] + 1, best = 0;
    for (int i = 0; i < n; i++) {
        if (p[i] >= cheapest) continue;
        cheapest = p[i];
        for (int j = i + 1; j < n; j++) best = max(best, p[j] - p[i]);
    }
    printf("%lld\n", best);
}
