// WRONG: the table holds 32-bit ints. Each entry is below 1e9+7, but the sum of three of them
// can reach ~3e9, which overflows int before the % is taken.
#include <bits/stdc++.h>
using namespace std;

int main() {
    const int MOD = 1000000007;
    int t;
    if (scanf("%d", &t) != 1) return 0;
    vector<int> heights(t);
    for (int& n : heights)
        if (scanf("%d", &n) != 1) return 0;
    int top = *max_element(heights.begin(), heights.end());
    vector<int> ways(top + 1, 0);
    ways[0] = 1;
    for (int i = 1; i <= top; i++) {
        unsigned total = (unsigned)ways[i - 1];  // the "int" sum, wrapped as the hardware does
        if (i >= 2) total += (unsigned)ways[i - 2];
        if (i >= 3) total += (unsigned)ways[i - 3];
        ways[i] = (int)total % MOD;
    }
    for (int n : heights) printf("%d\n", ways[n]);
}
