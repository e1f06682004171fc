// WRONG (ceiling written as floor + 1): starts the search at total / h + 1, which skips the answer when h divides the total and the answer is exactly total / h.
#include <algorithm>
#include <cstdio>
#include <vector>

int main() {
    int n;
    long long h;
    if (scanf("%d %lld", &n, &h) != 2) return 0;
    std::vector<long long> piles(n);
    long long total = 0;
    for (auto& p : piles) { scanf("%lld", &p); total += p; }
    long long low = total / h + 1;  // ceil(total / h): no speed below it can be fast enough
    long long high = *std::max_element(piles.begin(), piles.end());
    if (low > high) low = high;
    while (low < high) {
        long long mid = low + (high - low) / 2;
        long long hours = 0;
        for (long long p : piles) hours += (p + mid - 1) / mid;
        if (hours <= h) high = mid;
        else low = mid + 1;
    }
    printf("%lld\n", low);
}
