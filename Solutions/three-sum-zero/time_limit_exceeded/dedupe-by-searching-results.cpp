// Correct but slow: the O(n^2) two-pointer scan, but instead of skipping repeated values it
// checks every triplet it finds against the whole result list (std::find) before keeping it.
// With many repeated values the same triplets are found millions of times and the list holds
// tens of thousands: O(n^2 * m), where skipping repeats keeps it O(n^2).
#include <algorithm>
#include <array>
#include <cstdio>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    std::vector<long long> a(n);
    for (auto &v : a) scanf("%lld", &v);
    std::sort(a.begin(), a.end());
    std::vector<std::array<long long, 3>> found;
    for (int i = 0; i < n; i++) {
        int lo = i + 1, hi = n - 1;
        while (lo < hi) {
            long long sum = a[i] + a[lo] + a[hi];
            if (sum < 0) lo++;
            else if (sum > 0) hi--;
            else {
                std::array<long long, 3> t = {a[i], a[lo], a[hi]};
                if (std::find(found.begin(), found.end(), t) == found.end()) found.push_back(t);
                lo++; hi--;
            }
        }
    }
    printf("%d\n", (int)found.size());
    for (auto &t : found) printf("%lld %lld %lld\n", t[0], t[1], t[2]);
}
