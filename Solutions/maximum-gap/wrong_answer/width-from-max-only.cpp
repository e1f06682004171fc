// WRONG: sizes and indexes the buckets from the largest value alone, as if the smallest were
// 0; when every station is far from 0 the buckets are far too wide and the gaps inside one
// bucket, ignored by the pigeonhole argument, can be the largest ones.
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
    long long width = max(1LL, hi / (n - 1));
    int buckets = (int)(hi / width) + 1;
    vector<long long> bmin(buckets, LLONG_MAX), bmax(buckets, -1);   //INIT
    for (long long x : a) {
        int i = (int)(x / width);
        bmin[i] = min(bmin[i], x);
        bmax[i] = max(bmax[i], x);
    }
    long long best = 0, prev = -1;
    for (int i = 0; i < buckets; i++) {   //SCAN
        if (bmax[i] == -1) continue;
        if (prev != -1) best = max(best, bmin[i] - prev);
        prev = bmax[i];
    }
    printf("%lld\n", best);
}
