// Trapping Rain Water — prefix/suffix maxima version. O(n) time and memory.
#include <algorithm>
#include <cstdio>
#include <vector>

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    std::vector<long long> h(n), leftMax(n), rightMax(n);
    for (auto& x : h) scanf("%lld", &x);
    for (int i = 0; i < n; ++i) leftMax[i] = std::max(h[i], i > 0 ? leftMax[i - 1] : 0LL);
    for (int i = n - 1; i >= 0; --i) rightMax[i] = std::max(h[i], i + 1 < n ? rightMax[i + 1] : 0LL);
    long long water = 0;
    for (int i = 0; i < n; ++i) water += std::min(leftMax[i], rightMax[i]) - h[i];
    printf("%lld\n", water);
}
