// O(n^3): a step per triple of m = n/200
#include <cstdio>
#include <cstdint>
int main() {
    long n;
    if (scanf("%ld", &n) != 1) return 1;
    uint64_t x = 88172645463325252ull;
    long m = n / 200;
    for (long i = 0; i < m; i++)
        for (long j = 0; j < m; j++)
            for (long k = 0; k < m; k++) { x ^= x << 13; x ^= x >> 7; x ^= x << 17; }
    printf("%llu\n", (unsigned long long)x);
}
