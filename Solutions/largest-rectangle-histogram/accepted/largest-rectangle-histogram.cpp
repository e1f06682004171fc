// Largest Rectangle in a Histogram — monotonic stack with a height-0 sentinel. O(n).
#include <algorithm>
#include <cstdio>
#include <vector>

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    std::vector<long long> h(n + 1, 0);  // h[n] = 0 is the sentinel
    for (int i = 0; i < n; ++i) scanf("%lld", &h[i]);
    std::vector<int> rising;
    long long largest = 0;
    for (int i = 0; i <= n; ++i) {
        while (!rising.empty() && h[rising.back()] >= h[i]) {
            int top = rising.back();
            rising.pop_back();
            int left = rising.empty() ? 0 : rising.back() + 1;
            largest = std::max(largest, h[top] * (i - left));
        }
        rising.push_back(i);
    }
    printf("%lld\n", largest);
}
