// WRONG (off-by-one at the top of the range): searches speeds in [1, max(p) - 1], "max(p) is never needed", but it is when h == n.
#include <algorithm>
#include <cstdio>
#include <vector>

int main() {
    int n;
    long long h;
    if (scanf("%d %lld", &n, &h) != 2) return 0;
    std::vector<long long> piles(n);
    for (auto& p : piles) scanf("%lld", &p);
    long long low = 1, high = *std::max_element(piles.begin(), piles.end()) - 1;
    if (high < 1) high = 1;
    while (low < high) {
        long long mid = low + (high - low) / 2;
        long long hours = 0;
        for (long long p : piles) hours += (p + mid - 1) / mid;
        if (hours <= h) high = mid;
        else low = mid + 1;
    }
    printf("%lld\n", low);
}
