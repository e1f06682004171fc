// Median of Two Sorted Arrays — binary search for the split, O(log) per query.
#include <algorithm>
#include <climits>
#include <cstdio>
#include <vector>

int main() {
    int n, m, q;
    if (scanf("%d %d %d", &n, &m, &q) != 3) return 0;
    std::vector<long long> a(n), b(m);
    for (auto& x : a) scanf("%lld", &x);
    for (auto& x : b) scanf("%lld", &x);
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
        long long kth = std::max(t > 0 ? a[t - 1] : LLONG_MIN, k - t > 0 ? b[k - t - 1] : LLONG_MIN);
        if (total % 2) {
            printf("%lld\n", 2 * kth);
        } else {
            long long next = std::min(t < i ? a[t] : LLONG_MAX, k - t < j ? b[k - t] : LLONG_MAX);
            printf("%lld\n", kth + next);
        }
    }
}
