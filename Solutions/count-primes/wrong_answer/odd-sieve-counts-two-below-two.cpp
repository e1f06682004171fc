// WRONG: an odd-only sieve that adds 1 for the prime 2 to every answer, even for n = 0 and
// n = 1, where there is no prime at all.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    vector<int> qs(q);
    for (auto &n : qs) scanf("%d", &n);
    int limit = *max_element(qs.begin(), qs.end());
    // composite[i] for the odd number 2i + 1
    int half = limit / 2 + 1;
    vector<char> composite(half, 0);
    composite[0] = 1;  // 1 is not prime
    for (long long p = 3; p * p <= limit; p += 2)
        if (!composite[p / 2])
            for (long long m = p * p; m <= limit; m += 2 * p) composite[m / 2] = 1;
    vector<int> oddCnt(half);  // odd primes <= 2i + 1
    int running = 0;
    for (int i = 0; i < half; i++) { running += !composite[i]; oddCnt[i] = running; }
    string out;
    for (int n : qs) {
        int odd = (n % 2 == 1) ? oddCnt[n / 2] : (n >= 2 ? oddCnt[n / 2 - 1] : 0);
        out += to_string(1 + odd) + "\n";  // + 1 for the prime 2
    }
    fputs(out.c_str(), stdout);
}
