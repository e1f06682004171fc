// WRONG: skips a piece whose weight is >= W (should be > W), so a piece that exactly fills the backpack is never packed.
#include <cstdio>
#include <vector>
#include <algorithm>
int main() {
    int n, cap;
    scanf("%d %d", &n, &cap);
    std::vector<long long> best(cap + 1, 0);
    for (int i = 0; i < n; ++i) {
        int w; long long v;
        scanf("%d %lld", &w, &v);
        if (w >= cap) continue;
        for (int c = cap; c >= w; --c) best[c] = std::max(best[c], best[c - w] + v);
    }
    printf("%lld\n", best[cap]);
}
