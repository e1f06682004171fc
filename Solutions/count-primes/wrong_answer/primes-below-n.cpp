// WRONG: answers with the prefix count of n - 1 (primes strictly below n, LeetCode's
// countPrimes), but the question asks for primes p <= n: off by one whenever n is prime.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    vector<int> qs(q);
    for (auto &n : qs) scanf("%d", &n);
    int limit = *max_element(qs.begin(), qs.end());
    vector<char> isPrime(limit + 1, 1);
    isPrime[0] = 0;
    if (limit >= 1) isPrime[1] = 0;
    for (long long p = 2; p * p <= limit; p++)
        if (isPrime[p])
            for (long long m = p * p; m <= limit; m += p) isPrime[m] = 0;
    vector<int> cnt(limit + 1);
    int running = 0;
    for (int n = 0; n <= limit; n++) { running += isPrime[n]; cnt[n] = running; }
    string out;
    for (int n : qs) out += to_string(n == 0 ? 0 : cnt[n - 1]) + "\n";
    fputs(out.c_str(), stdout);
}
