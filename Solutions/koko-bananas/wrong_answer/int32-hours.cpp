// WRONG: binary search is right, but the hour total is a 32-bit int. At small speeds
// the true total (up to 2*10^14) wraps around and can look feasible.
#include <algorithm>
#include <cstdio>
#include <vector>

int main() {
    int n;
    long long h;
    if (scanf("%d %lld", &n, &h) != 2) return 0;
    std::vector<int> piles(n);
    for (auto& p : piles) scanf("%d", &p);
    long long low = 1, high = *std::max_element(piles.begin(), piles.end());
    while (low < high) {
        long long mid = (low + high) / 2;
        unsigned int hours = 0;  // "int hours" — unsigned only so the wrap is well-defined
        for (int p : piles) hours += (unsigned int)((p + mid - 1) / mid);
        if ((int)hours <= h) high = mid;
        else low = mid + 1;
    }
    printf("%lld\n", low);
}
