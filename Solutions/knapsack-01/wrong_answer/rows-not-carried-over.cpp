// WRONG: two-row DP that fills new[c] only for c >= w; the capacities below w keep the previous piece's row from two steps back (the row is not copied over).
#include <cstdio>
#include <vector>
#include <algorithm>
int main() {
    int n, cap;
    scanf("%d %d", &n, &cap);
    std::vector<std::vector<long long>> dp(2, std::vector<long long>(cap + 1, 0));
    for (int i = 1; i <= n; ++i) {
        int w; long long v;
        scanf("%d %lld", &w, &v);
        auto &cur = dp[i % 2];
        auto &prev = dp[(i - 1) % 2];
        for (int c = w; c <= cap; ++c) cur[c] = std::max(prev[c], prev[c - w] + v);
    }
    printf("%lld\n", dp[n % 2][cap]);
}
