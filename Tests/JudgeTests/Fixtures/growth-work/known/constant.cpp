// O(1): a fixed 200000 steps
#include <cstdio>
#include <cstdint>
int main() {
    long n;
    if (scanf("%ld", &n) != 1) return 1;
    uint64_t x = 88172645463325252ull;
    for (long i = 0; i < 200000; i++) { x ^= x << 13; x ^= x >> 7; x ^= x << 17; }
    printf("%llu\n", (unsigned long long)x);
}
