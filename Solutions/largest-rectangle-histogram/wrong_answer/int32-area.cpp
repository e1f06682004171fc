// WRONG: heights and widths are int, and the area height * width is computed in 32 bits
// before it is widened; rectangles past 2^31 (tall bars, wide ranges) overflow.
#include <algorithm>
#include <cstdio>
#include <vector>

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    std::vector<int> h(n + 1, 0);  // h[n] = 0 flushes the stack
    for (int i = 0; i < n; ++i) scanf("%d", &h[i]);
    std::vector<int> rising;
    long long largest = 0;
    for (int i = 0; i <= n; ++i) {
        while (!rising.empty() && h[rising.back()] >= h[i]) {
            int top = rising.back();
            rising.pop_back();
            int left = rising.empty() ? 0 : rising.back() + 1;
            int area = h[top] * (i - left);   // BUG: 32-bit product
            largest = std::max(largest, (long long)area);
        }
        rising.push_back(i);
    }
    printf("%lld\n", largest);
}
