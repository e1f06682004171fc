// Correct but O(q * (r - l)): adds __builtin_popcount over every number of every range. The hardware
// popcount makes each step one instruction, but 100000 wide ranges are still ~10^10 steps.
#include <cstdio>

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    while (q--) {
        int l, r;
        scanf("%d %d", &l, &r);
        long long total = 0;
        for (int x = l; x <= r; x++) total += __builtin_popcount(x);
        printf("%lld\n", total);
    }
    return 0;
}
