// WRONG: reduces 2^k modulo 10^9 + 7 but not the pair count: ones * (n - ones), up to
// 2.25 * 10^10, times a residue near 10^9 overflows 64 bits.
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
    long long total = 0, power = 1;
    for (int b = 0; b < 60; b++) {
        long long pairs = ones[b] * (n - ones[b]);
        total = (total + pairs * power) % MOD;
        power = power * 2 % MOD;
    }
    printf("%lld\n", total);
}
