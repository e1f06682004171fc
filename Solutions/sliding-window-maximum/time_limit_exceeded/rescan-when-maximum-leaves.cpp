// Correct but slow on falling seas: keeps the window's maximum and its position, and rescans the
// whole window only when that maximum slides out. O(n) on random heights, but on a decreasing
// array the maximum leaves at every step: O(n * k), 3 * 10^10 steps at n = 300000, k = 100000.
#include <cstdio>
#include <vector>
int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    std::vector<int> a(n);
    for (auto &v : a) scanf("%d", &v);
    int best = 0;  // position of the maximum of the current window
    for (int i = 0; i < n; i++) {
        if (a[i] >= a[best]) best = i;
        if (best <= i - k) {
            best = i - k + 1;
            for (int j = i - k + 2; j <= i; j++)
                if (a[j] >= a[best]) best = j;
        }
        if (i >= k - 1) printf(i >= k ? " %d" : "%d", a[best]);
    }
    printf("\n");
}
