// Correct but slow: keeps no table, only the last three values of the recurrence, and resumes
// from the previous query when the next one is higher; a lower query restarts from step 0.
// Fast on increasing queries, but shuffled ones cost O(t * max n).
#include <bits/stdc++.h>
using namespace std;

int main() {
    const long long MOD = 1'000'000'007;
    int t;
    if (scanf("%d", &t) != 1) return 0;
    long long a = 0, b = 0, c = 1;  // ways(i-2), ways(i-1), ways(i) at i = reached
    int reached = 0;
    string out;
    for (int q = 0; q < t; q++) {
        int n;
        if (scanf("%d", &n) != 1) return 0;
        if (n < reached) { a = 0; b = 0; c = 1; reached = 0; }
        while (reached < n) {
            long long next = (a + b + c) % MOD;
            a = b; b = c; c = next;
            reached++;
        }
        out += to_string(c) + '\n';
    }
    fputs(out.c_str(), stdout);
}
