// TIME LIMIT: correct, but only one minimum is kept; when the popped crate holds it, the
// minimum is recomputed by scanning the whole stack. Fine on random operations, O(q^2) when a
// decreasing pile is popped crate by crate.
#include <algorithm>
#include <climits>
#include <cstdio>
#include <cstring>
#include <vector>

int main() {
    int q;
    if (std::scanf("%d", &q) != 1) return 0;
    std::vector<long long> st;
    long long mn = LLONG_MAX;
    char op[16];
    for (int k = 0; k < q; k++) {
        std::scanf("%15s", op);
        if (std::strcmp(op, "push") == 0) {
            long long x;
            std::scanf("%lld", &x);
            st.push_back(x);
            mn = std::min(mn, x);
        } else if (std::strcmp(op, "pop") == 0) {
            long long x = st.back();
            st.pop_back();
            if (x == mn) {
                mn = LLONG_MAX;
                for (long long v : st) mn = std::min(mn, v);
            }
        } else if (std::strcmp(op, "top") == 0) {
            std::printf("%lld\n", st.back());
        } else {
            std::printf("%lld\n", mn);
        }
    }
}
