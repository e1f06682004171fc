// Signal Interference — per-bit counting: bit k adds 2^k for each of ones * (n - ones) pairs.
// O(60 n) time, O(1) extra memory; reduce modulo 1e9+7 before multiplying (64-bit overflow).
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    const long long MOD = 1'000'000'007;
    const int BITS = 60;
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    long long total = 0, power = 1;  // power = 2^k mod MOD
    for (int k = 0; k < BITS; k++) {
        long long ones = 0;
        for (long long x : a) ones += (x >> k) & 1;
        long long pairs = ones * (n - ones) % MOD;
        total = (total + pairs * power) % MOD;
        power = power * 2 % MOD;
    }
    cout << total << '\n';
}
