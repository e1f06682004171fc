// Correct but slow on falling skylines: keeps the running left maximum and the position of the
// tallest building to the right, rescanning the rest of the row only when it walks past that
// building. O(n) on random heights, but on a strictly falling row the right wall is passed at
// every step: O(n^2), 4.5 * 10^10 steps at n = 300000.
#include <algorithm>
#include <cstdio>
#include <vector>

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    std::vector<long long> h(n);
    for (auto& x : h) scanf("%lld", &x);
    long long leftMax = 0, water = 0;
    int wall = -1;  // position of the tallest building in h[i..n-1]
    for (int i = 0; i < n; ++i) {
        if (wall < i) {
            wall = i;
            for (int j = i + 1; j < n; ++j)
                if (h[j] > h[wall]) wall = j;
        }
        leftMax = std::max(leftMax, h[i]);
        water += std::min(leftMax, h[wall]) - h[i];
    }
    printf("%lld\n", water);
}
