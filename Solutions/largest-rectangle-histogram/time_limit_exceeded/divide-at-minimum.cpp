// Correct but O(n^2) in the worst case: divide and conquer at the lowest bar of each range
// (the widest rectangle of the range is min * width, or lies left or right of the minimum),
// finding the minimum by a linear scan. O(n log n) on random heights, but on sorted heights
// every split peels off a single bar. (An explicit stack instead of recursion.)
#include <algorithm>
#include <cstdio>
#include <utility>
#include <vector>

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    std::vector<long long> h(n);
    for (auto& x : h) scanf("%lld", &x);
    long long best = 0;
    std::vector<std::pair<int, int>> ranges = {{0, n - 1}};
    while (!ranges.empty()) {
        auto [lo, hi] = ranges.back();
        ranges.pop_back();
        if (lo > hi) continue;
        int m = lo;
        for (int i = lo + 1; i <= hi; ++i)
            if (h[i] < h[m]) m = i;
        best = std::max(best, h[m] * (hi - lo + 1));
        ranges.push_back({lo, m - 1});
        ranges.push_back({m + 1, hi});
    }
    printf("%lld\n", best);
}
