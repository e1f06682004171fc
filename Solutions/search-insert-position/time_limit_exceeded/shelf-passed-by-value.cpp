// Correct but slow: a textbook binary search, except the shelf is passed to it BY VALUE, so every
// query copies all n numbers first: O(n * q) = 4 * 10^10 word copies at n = q = 200000, where
// passing a reference keeps each query O(log n).
#include <cstdio>
#include <vector>
static int lowerBound(std::vector<int> shelf, int x) {
    int lo = 0, hi = (int)shelf.size();
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (shelf[mid] < x) lo = mid + 1; else hi = mid;
    }
    return lo;
}
int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    std::vector<int> a(n);
    for (auto &v : a) scanf("%d", &v);
    for (int i = 0; i < q; i++) {
        int x;
        scanf("%d", &x);
        printf(i ? " %d" : "%d", lowerBound(a, x));
    }
    printf("\n");
}
