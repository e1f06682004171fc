// WRONG: the result starts at 1 instead of 1 % m. For b = 0 and m = 1 nothing is multiplied
// into it, so 1 is printed -- but every value modulo 1 is 0.
#include <cstdio>
typedef unsigned long long u64;
typedef unsigned __int128 u128;

u64 power(u64 a, u64 b, u64 m) {
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
