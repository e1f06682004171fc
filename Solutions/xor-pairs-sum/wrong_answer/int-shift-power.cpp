// WRONG: the per-bit count and the modular arithmetic are right, but 2^k is computed as
// (1 << k): an int shift, which breaks for k >= 31 (the codes use bits up to 59).
#include <cstdio>
#include <vector>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> ones(60, 0);
    for (int i = 0; i < n; i++) {
        long long x;
        scanf("%lld", &x);
        for (int b = 0; b < 60; b++) ones[b] += (x >> b) & 1;
    }
    const long long MOD = 1000000007;
    long long total = 0;
    for (int b = 0; b < 60; b++) {
        long long pairs = ones[b] * (n - ones[b]) % MOD;
        long long power = (1 << b) % MOD;
        total = (total + pairs * power) % MOD;
    }
    printf("%lld\n", total);
}
