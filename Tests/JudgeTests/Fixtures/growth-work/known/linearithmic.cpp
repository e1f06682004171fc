// O(n log n): 90 steps per element and halving
#include <cstdio>
#include <cstdint>
int main() {
    long n;
    if (scanf("%ld", &n) != 1) return 1;
    uint64_t x = 88172645463325252ull;
    for (long i = 0; i < n; i++)
        for (long j = 1; j < n; j *= 2)
            for (int k = 0; k < 90; k++) { x ^= x << 13; x ^= x >> 7; x ^= x << 17; }
    printf("%llu\n", (unsigned long long)x);
}
