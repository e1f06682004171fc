// WRONG: right algorithm, but stores values as 32-bit ints, so the sum of the two
// middle values (up to 4 * 10^9) overflows.
#include <algorithm>
#include <climits>
#include <cstdio>
#include <vector>

int main() {
    int n, m, q;
    if (scanf("%d %d %d", &n, &m, &q) != 3) return 0;
    std::vector<int> a(n), b(m);
    for (auto& x : a) scanf("%d", &x);
    for (auto& x : b) scanf("%d", &x);
    while (q--) {
        int i, j;
        if (scanf("%d %d", &i, &j) != 2) return 0;
        int total = i + j, k = (total + 1) / 2;
        int low = std::max(0, k - j), high = std::min(k, i);
        while (low < high) {  // smallest t with a[t] >= b[k - t - 1]
            int t = (low + high) / 2;
            if (a[t] < b[k - t - 1]) low = t + 1;
            else high = t;
        }
        int t = low;
        int kth = std::max(t > 0 ? a[t - 1] : INT_MIN, k - t > 0 ? b[k - t - 1] : INT_MIN);
        if (total % 2) {
            printf("%d\n", (int)(2u * (unsigned)kth));
        } else {
            int next = std::min(t < i ? a[t] : INT_MAX, k - t < j ? b[k - t] : INT_MAX);
            printf("%d\n", (int)((unsigned)kth + (unsigned)next));  // wraps like int
        }
    }
}
