// Correct but too slow: tries speeds upward from ceil(total / h), the best lower bound. Often close to the answer, but when one pile dwarfs the rest it is 10^8+ speeds away, each checked in O(n).
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
    long long k = std::max(1LL, (total + h - 1) / h);
    for (;; ++k) {
        long long hours = 0;
        for (long long p : piles) hours += (p + k - 1) / k;
        if (hours <= h) break;
    }
    printf("%lld\n", k);
}
