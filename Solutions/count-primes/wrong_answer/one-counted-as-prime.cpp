// WRONG: the sieve clears only 0 before crossing out multiples, so 1 is left marked prime
// and every answer for n >= 1 is one too many.
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
    for (long long p = 2; p * p <= limit; p++)
        if (isPrime[p])
            for (long long m = p * p; m <= limit; m += p) isPrime[m] = 0;
    vector<int> cnt(limit + 1);
    int running = 0;
    for (int n = 0; n <= limit; n++) { running += isPrime[n]; cnt[n] = running; }
    string out;
    for (int n : qs) out += to_string(cnt[n]) + "\n";
    fputs(out.c_str(), stdout);
}
