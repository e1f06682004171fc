// WRONG (32-bit overflow): the factorial table is int and fact[i - 1] * i is multiplied in 32 bits (the 1LL is only in the other products), so every n! from 13! on is garbage.
#include <bits/stdc++.h>
using namespace std;
const int P = 1000000007;

long long power(long long b, long long e) {
    long long r = 1;
    b %= P;
    for (; e > 0; e >>= 1, b = b * b % P)
        if (e & 1) r = r * b % P;
    return r;
}

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    vector<pair<int, int>> qs(q);
    int top = 0;
    for (auto& [n, k] : qs) {
        if (scanf("%d %d", &n, &k) != 2) return 0;
        top = max(top, n);
    }
    vector<int> fact(top + 1, 1), inv(top + 1, 1);
    for (int i = 1; i <= top; i++) fact[i] = fact[i - 1] * i % P;
    inv[top] = power(fact[top], P - 2);
    for (int i = top; i > 0; i--) inv[i - 1] = 1LL * inv[i] * i % P;
    string out;
    for (auto [n, k] : qs) {
        long long ways = k > n ? 0 : 1LL * fact[n] * inv[k] % P * inv[n - k] % P;
        out += to_string(ways) + '\n';
    }
    fputs(out.c_str(), stdout);
}
