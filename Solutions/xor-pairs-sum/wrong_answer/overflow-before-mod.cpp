// WRONG: the per-bit idea is right, but the total is accumulated in an unsigned 64-bit
// integer and reduced only at the end. ones * (n - ones) << 59 overflows 64 bits as soon as
// there are a few dozen codes with high bits.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> ones(60, 0);
    for (int i = 0; i < n; i++) {
        unsigned long long x;
        if (scanf("%llu", &x) != 1) return 0;
        for (int b = 0; b < 60; b++) ones[b] += (x >> b) & 1;
    }
    unsigned long long total = 0;
    for (int b = 0; b < 60; b++) total += (unsigned long long)(ones[b] * (n - ones[b])) << b;
    printf("%llu\n", total % 1000000007ULL);
}
