// Correct but slow: keeps every score and, after each arrival, finds the k-th largest with
// quickselect (std::nth_element), linear in the scores seen so far: O(n^2) overall, about
// 2 * 10^10 steps at n = 200000, where a min-heap of the k largest is O(n log k).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <functional>
int main() {
    int n, k;
    scanf("%d %d", &n, &k);
    std::vector<long long> seen;
    seen.reserve(n);
    for (int i = 0; i < n; i++) {
        long long s;
        scanf("%lld", &s);
        seen.push_back(s);
        if (i >= k - 1) {
            std::nth_element(seen.begin(), seen.begin() + (k - 1), seen.end(), std::greater<long long>());
            printf("%lld\n", seen[k - 1]);
        }
    }
}
