// Prime Lockers — sieve of Eratosthenes up to the largest n, then prefix counts.
//
// For each prime p with p * p <= N, cross out p * p, p * p + p, ... (smaller multiples were
// crossed out by smaller primes). A running count then answers each question in O(1).
// O(N log log N) time, O(N) memory.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    cin >> q;
    vector<int> questions(q);
    for (int& n : questions) cin >> n;
    int limit = *max_element(questions.begin(), questions.end());

    vector<bool> isPrime(limit + 1, true);
    isPrime[0] = false;
    if (limit >= 1) isPrime[1] = false;
    for (long long p = 2; p * p <= limit; p++) {
        if (!isPrime[p]) continue;
        for (long long multiple = p * p; multiple <= limit; multiple += p) isPrime[multiple] = false;
    }
    vector<int> primesUpTo(limit + 1);  // primesUpTo[n] = primes <= n
    int running = 0;
    for (int n = 0; n <= limit; n++) {
        if (isPrime[n]) running++;
        primesUpTo[n] = running;
    }

    string out;
    for (int n : questions) out += to_string(primesUpTo[n]) + '\n';
    cout << out;
}
