// WRONG: "best with weight exactly c" (every c > 0 starts unreachable) but prints best[W] instead of the maximum over all c <= W.
#include <cstdio>
#include <vector>
#include <algorithm>
#include <climits>
int main() {
    int n, cap;
    scanf("%d %d", &n, &cap);
    const long long NONE = LLONG_MIN / 2;
    std::vector<long long> best(cap + 1, NONE);
    best[0] = 0;
    for (int i = 0; i < n; ++i) {
        long long w, v;
        scanf("%lld %lld", &w, &v);
        for (long long c = cap; c >= w; --c)
            if (best[c - w] != NONE) best[c] = std::max(best[c], best[c - w] + v);
    }
    printf("%lld\n", best[cap] == NONE ? 0 : best[cap]);
}
