// WRONG: skips a repeated first value by looking AHEAD (a[i] == a[i + 1]) instead of back, so the copy kept is the last one and triplets that need two copies of the smallest value (-1 -1 2) are lost.
#include <cstdio>
#include <vector>
#include <algorithm>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    std::vector<long long> a(n);
    for (auto &v : a) scanf("%lld", &v);
    std::sort(a.begin(), a.end());
    std::vector<long long> out;
    for (int i = 0; i < n; i++) {
        if (i + 1 < n && a[i] == a[i + 1]) continue;
        int lo = i + 1, hi = n - 1;
        while (lo < hi) {
            long long sum = a[i] + a[lo] + a[hi];
            if (sum < 0) lo++;
            else if (sum > 0) hi--;
            else {
                out.push_back(a[i]); out.push_back(a[lo]); out.push_back(a[hi]);
                lo++; hi--;
                while (lo < hi && a[lo] == a[lo - 1]) lo++;
            }
        }
    }
    printf("%d\n", (int)(out.size() / 3));
    for (size_t t = 0; t < out.size(); t += 3) printf("%lld %lld %lld\n", out[t], out[t + 1], out[t + 2]);
}
