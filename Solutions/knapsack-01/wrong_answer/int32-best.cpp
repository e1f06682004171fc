// WRONG: the DP table holds 32-bit ints; a total usefulness above 2^31 - 1 overflows.
#include <cstdio>
#include <vector>
#include <algorithm>
int main() {
    int n, cap;
    scanf("%d %d", &n, &cap);
    std::vector<int> best(cap + 1, 0);
    for (int i = 0; i < n; ++i) {
        int w, v;
        scanf("%d %d", &w, &v);
        for (int c = cap; c >= w; --c) best[c] = std::max(best[c], best[c - w] + v);
    }
    printf("%d\n", best[cap]);
}
