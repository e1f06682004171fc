// Correct but slow: for each post as the shorter side, its best partner is the farthest post at
// least as tall, found by scanning in from each end. Fast when tall posts sit near the ends,
// but on a rising or falling slope each scan walks past every shorter post: O(n^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> h(n);
    for (auto& v : h) scanf("%lld", &v);
    long long best = 0;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < i; j++)
            if (h[j] >= h[i]) { best = max(best, (long long)(i - j) * h[i]); break; }
        for (int j = n - 1; j > i; j--)
            if (h[j] >= h[i]) { best = max(best, (long long)(j - i) * h[i]); break; }
    }
    printf("%lld\n", best);
}
