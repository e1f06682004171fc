// WRONG: takes the remainder only when printing; the table holds the exact counts in 64 bits,
// which wrap around from n = 74 on (tribonacci grows like 1.84^n), so the remainder is of garbage.
#include <bits/stdc++.h>
using namespace std;

int main() {
    const unsigned long long MOD = 1'000'000'007;
    int t;
    if (scanf("%d", &t) != 1) return 0;
    vector<int> heights(t);
    for (int& n : heights)
        if (scanf("%d", &n) != 1) return 0;
    int top = *max_element(heights.begin(), heights.end());
    vector<unsigned long long> ways(top + 1, 0);
    ways[0] = 1;
    for (int i = 1; i <= top; i++) {
        unsigned long long total = ways[i - 1];
        if (i >= 2) total += ways[i - 2];
        if (i >= 3) total += ways[i - 3];
        ways[i] = total;
    }
    string out;
    for (int n : heights) out += to_string(ways[n] % MOD) + '\n';
    fputs(out.c_str(), stdout);
}
