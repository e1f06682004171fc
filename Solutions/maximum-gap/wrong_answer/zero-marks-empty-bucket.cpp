// WRONG: a bucket's maximum starts at 0 and 0 means "empty", but 0 is a valid distance: a
// bucket holding only station 0 is skipped, and the stretch that starts there is lost.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> a(n);
    for (auto &x : a) scanf("%lld", &x);
    if (n < 2) { puts("0"); return 0; }
    long long lo = *min_element(a.begin(), a.end()), hi = *max_element(a.begin(), a.end());
    if (lo == hi) { puts("0"); return 0; }
    // pigeonhole: the gap is at least the width, so only gaps between buckets count
    long long width = max(1LL, (hi - lo) / (n - 1));
    int buckets = (int)((hi - lo) / width) + 1;
    vector<long long> bmin(buckets, LLONG_MAX), bmax(buckets, 0);
    for (long long x : a) {
        int i = (int)((x - lo) / width);
        bmin[i] = min(bmin[i], x);
        bmax[i] = max(bmax[i], x);
    }
    long long best = 0, prev = -1;
    for (int i = 0; i < buckets; i++) {
        if (bmax[i] == 0) continue;   // empty bucket
        if (prev != -1) best = max(best, bmin[i] - prev);
        prev = bmax[i];
    }
    printf("%lld\n", best);
}
