// WRONG (range misses the low extreme): searches speeds in [min(p), max(p)], "slower than the smallest pile is never needed", but with many hours the answer is below min(p).
#include <algorithm>
#include <cstdio>
#include <vector>

int main() {
    int n;
    long long h;
    if (scanf("%d %lld", &n, &h) != 2) return 0;
    std::vector<long long> piles(n);
    for (auto& p : piles) scanf("%lld", &p);
    long long low = *std::min_element(piles.begin(), piles.end());
    long long high = *std::max_element(piles.begin(), piles.end());
    while (low < high) {
        long long mid = low + (high - low) / 2;
        long long hours = 0;
        for (long long p : piles) hours += (p + mid - 1) / mid;
        if (hours <= h) high = mid;
        else low = mid + 1;
    }
    printf("%lld\n", low);
}
