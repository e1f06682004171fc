// WRONG: reduces the sum of three remainders with ONE conditional subtraction of MOD, but the
// sum can reach almost 3*MOD, so a value of 2*MOD or more stays unreduced and drifts.
#include <bits/stdc++.h>
using namespace std;

int main() {
    const long long MOD = 1'000'000'007;
    int t;
    if (scanf("%d", &t) != 1) return 0;
    vector<int> heights(t);
    for (int& n : heights)
        if (scanf("%d", &n) != 1) return 0;
    int top = *max_element(heights.begin(), heights.end());
    vector<long long> ways(top + 1, 0);
    ways[0] = 1;
    for (int i = 1; i <= top; i++) {
        long long total = ways[i - 1];
        if (i >= 2) total += ways[i - 2];
        if (i >= 3) total += ways[i - 3];
        if (total >= MOD) total -= MOD;  // cheaper than %, but only right for a sum of two
        ways[i] = total;
    }
    string out;
    for (int n : heights) out += to_string(ways[n] % MOD) + '\n';
    fputs(out.c_str(), stdout);
}
