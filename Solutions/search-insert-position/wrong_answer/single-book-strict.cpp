// WRONG: special-cases a shelf of one book as "x < a[0] ? 0 : 1", so a query equal to that book gets 1 instead of 0.
#include <cstdio>
#include <vector>
int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    std::vector<int> a(n);
    for (auto &v : a) scanf("%d", &v);
    for (int i = 0; i < q; i++) {
        int x;
        scanf("%d", &x);
        int p;
        if (n == 1) {
            p = x < a[0] ? 0 : 1;
        } else {
            int lo = 0, hi = n;
            while (lo < hi) {
                int mid = lo + (hi - lo) / 2;
                if (a[mid] < x) lo = mid + 1; else hi = mid;
            }
            p = lo;
        }
        printf(i ? " %d" : "%d", p);
    }
    printf("\n");
}
