// Modular Power: exponentiation by squaring, O(log b) multiplications per exercise. Walk the
// bits of b from the lowest, squaring the base at each step and multiplying it into the
// result when the bit is 1. Two remainders below 10^18 multiply to as much as 10^36, so each
// product goes through unsigned __int128.
#include <bits/stdc++.h>
using namespace std;
using u64 = unsigned long long;
using u128 = unsigned __int128;

u64 power(u64 a, u64 b, u64 m) {
    u64 result = 1 % m;
    u64 base = a % m;
    while (b > 0) {
        if (b & 1) result = (u128)result * base % m;
        base = (u128)base * base % m;
        b >>= 1;
    }
    return result;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    cin >> q;
    while (q--) {
        u64 a, b, m;
        cin >> a >> b >> m;
        cout << power(a, b, m) << '\n';
    }
}
