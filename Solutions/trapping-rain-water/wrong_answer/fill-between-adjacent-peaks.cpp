// WRONG: greedy: finds the local peaks and fills each gap between two NEIGHBOURING peaks up to the lower of them; a small inner peak splits a basin whose level is set by taller walls further out (5 1 3 1 5 holds 10, not 4).
#include <algorithm>
#include <cstdio>
#include <vector>

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    std::vector<long long> h(n);
    for (auto& x : h) scanf("%lld", &x);
    std::vector<int> peaks;
    for (int i = 0; i < n; ++i)
        if ((i == 0 || h[i] >= h[i - 1]) && (i == n - 1 || h[i] >= h[i + 1])) peaks.push_back(i);
    long long water = 0;
    for (size_t p = 0; p + 1 < peaks.size(); ++p) {
        long long level = std::min(h[peaks[p]], h[peaks[p + 1]]);
        for (int j = peaks[p] + 1; j < peaks[p + 1]; ++j) water += std::max(0LL, level - h[j]);
    }
    printf("%lld\n", water);
}
