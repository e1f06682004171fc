// Correct but slow: greedy from the back: repeatedly move the target to the leftmost stone that
// reaches it, scanning from stone 0 each time. O(n^2) on short leaps (about 1.25 * 10^11 steps
// on 500000 ones), where the forward range greedy is O(n).
#include <cstdio>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    std::vector<long long> a(n);
    for (auto &x : a) scanf("%lld", &x);
    long long leaps = 0;
    int target = n - 1;
    while (target > 0) {
        int i = 0;
        while (i < target && i + a[i] < target) ++i;
        if (i == target) { printf("-1\n"); return 0; }
        target = i;
        ++leaps;
    }
    printf("%lld\n", leaps);
}
