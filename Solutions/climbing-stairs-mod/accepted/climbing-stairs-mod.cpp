// Hopping Up the Stairs — ways[i] = ways[i-1] + ways[i-2] + ways[i-3] (mod 1e9+7), filled once
// up to the largest query. The sum of three remainders needs 64 bits (up to ~3e9).
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
        ways[i] = total % MOD;
    }
    string out;
    for (int n : heights) out += to_string(ways[n]) + '\n';
    fputs(out.c_str(), stdout);
}
