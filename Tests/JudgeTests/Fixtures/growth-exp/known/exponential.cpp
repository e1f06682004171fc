// O(2^n): 36 steps per subset
#include <cstdio>
#include <cstdint>
int main() {
    long n;
    if (scanf("%ld", &n) != 1) return 1;
    uint64_t x = 88172645463325252ull;
    for (long s = 0; s < (1L << n); s++)
        for (int k = 0; k < 36; k++) { x ^= x << 13; x ^= x >> 7; x ^= x << 17; }
    printf("%llu\n", (unsigned long long)x);
}
