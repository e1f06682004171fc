// Correct but O(n^2) when values repeat: the hash-set solution, except that it loops over
// the input array instead of the set, so a run's first value that occurs k times walks the
// whole run k times.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) n = 0;
    vector<long long> a(n);
    for (auto& x : a) scanf("%lld", &x);
    unordered_set<long long> values(a.begin(), a.end());
    int best = 0;
    for (long long x : a) {   // should be: for (long long x : values)
        if (values.count(x - 1)) continue;
        long long y = x;
        while (values.count(y + 1)) y++;
        best = max(best, (int)(y - x + 1));
    }
    printf("%d\n", best);
}
