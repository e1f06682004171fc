// WRONG (floating point instead of modular arithmetic): C(n, k) = exp(lgamma(n+1) - lgamma(k+1) - lgamma(n-k+1)), rounded, then taken modulo p. Exact while C(n, k) is small; wrong once it passes 2^53 (and infinite past 10^308).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    string out;
    for (int i = 0; i < q; i++) {
        int n, k;
        if (scanf("%d %d", &n, &k) != 2) return 0;
        long long ways = 0;
        if (k <= n) {
            double c = round(exp(lgamma(n + 1.0) - lgamma(k + 1.0) - lgamma(n - k + 1.0)));
            ways = (long long)fmod(c, 1000000007.0);
        }
        out += to_string(ways) + '\n';
    }
    fputs(out.c_str(), stdout);
}
