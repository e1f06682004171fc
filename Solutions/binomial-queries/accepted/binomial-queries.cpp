// Team Selections — factorials and inverse factorials modulo the prime 1e9+7.
// inv(x) = x^(p-2) (Fermat); C(n, k) = n! * inv(k!) * inv((n-k)!), O(1) per question.
#include <bits/stdc++.h>
using namespace std;
const long long P = 1'000'000'007;

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
    vector<long long> fact(top + 1, 1), inv(top + 1, 1);
    for (int i = 1; i <= top; i++) fact[i] = fact[i - 1] * i % P;
    inv[top] = power(fact[top], P - 2);
    for (int i = top; i > 0; i--) inv[i - 1] = inv[i] * i % P;
    string out;
    for (auto [n, k] : qs) {
        long long ways = k > n ? 0 : fact[n] * inv[k] % P * inv[n - k] % P;
        out += to_string(ways) + '\n';
    }
    fputs(out.c_str(), stdout);
}
