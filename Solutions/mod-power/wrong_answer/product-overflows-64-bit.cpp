// WRONG: exponentiation by squaring is right, but products of two remainders are computed in
// unsigned 64-bit arithmetic. With m up to 10^18 they wrap around before the % is taken.
#include <bits/stdc++.h>
using namespace std;
typedef unsigned long long u64;

u64 power(u64 a, u64 b, u64 m) {
    u64 result = 1 % m, base = a % m;
    while (b > 0) {
        if (b & 1) result = result * base % m;
        base = base * base % m;
        b >>= 1;
    }
    return result;
}

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    for (int i = 0; i < q; i++) {
        u64 a, b, m;
        if (scanf("%llu %llu %llu", &a, &b, &m) != 3) return 0;
        printf("%llu\n", power(a, b, m));
    }
}
