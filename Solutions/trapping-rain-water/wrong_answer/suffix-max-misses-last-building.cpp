// WRONG: prefix/suffix maxima, but the suffix loop starts at n - 2 and rightMax[n - 1] is left at 0, so the last building never counts as a wall (5 0 5 holds nothing); the max(0, ...) hides the negative at the end.
#include <algorithm>
#include <cstdio>
#include <vector>

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    std::vector<long long> h(n), leftMax(n), rightMax(n, 0);
    for (auto& x : h) scanf("%lld", &x);
    leftMax[0] = h[0];
    for (int i = 1; i < n; ++i) leftMax[i] = std::max(leftMax[i - 1], h[i]);
    for (int i = n - 2; i >= 0; --i) rightMax[i] = std::max(rightMax[i + 1], h[i]);
    long long water = 0;
    for (int i = 0; i < n; ++i) water += std::max(0LL, std::min(leftMax[i], rightMax[i]) - h[i]);
    printf("%lld\n", water);
}
