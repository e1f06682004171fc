// WRONG: the exponent is first reduced modulo m - 1 "by Fermat's little theorem". That holds
// only for a prime m and a not divisible by m: for other moduli, or a multiple of m, the
// reduced power is a different number.
#include <cstdio>
typedef unsigned long long u64;
typedef unsigned __int128 u128;

u64 power(u64 a, u64 b, u64 m) {
    if (m == 1) return 0;
    b %= (m - 1);
    u64 result = 1, base = a % m;
    while (b > 0) {
        if (b & 1) result = (u128)result * base % m;
        base = (u128)base * base % m;
        b >>= 1;
    }
    return result;
}

int main() {
    int q;
    if (std::scanf("%d", &q) != 1) return 0;
    for (int i = 0; i < q; i++) {
        u64 a, b, m;
        if (std::scanf("%llu %llu %llu", &a, &b, &m) != 3) return 0;
        std::printf("%llu\n", power(a, b, m));
    }
}
