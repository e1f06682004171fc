// WRONG: the power routine, kept from a problem with small exponents, takes the exponent as
// an int: b is read as 64-bit but truncated to 32 bits on the call, so exponents of 2^31 and
// more are computed with the wrong exponent.
#include <cstdio>
typedef long long ll;
typedef __int128 i128;

ll power(ll base, int exp, ll mod) {
    ll result = 1 % mod;
    base %= mod;
    while (exp > 0) {
        if (exp & 1) result = (i128)result * base % mod;
        base = (i128)base * base % mod;
        exp >>= 1;
    }
    return result;
}

int main() {
    int q;
    if (std::scanf("%d", &q) != 1) return 0;
    for (int i = 0; i < q; i++) {
        ll a, b, m;
        if (std::scanf("%lld %lld %lld", &a, &b, &m) != 3) return 0;
        std::printf("%lld\n", power(a, (int)b, m));
    }
}
