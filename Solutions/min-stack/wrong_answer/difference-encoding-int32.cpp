// WRONG: the O(1)-extra-space trick -- store x - min on the stack and update min when the
// difference is negative -- done in 32-bit ints. With labels near both ends of the int range
// the difference overflows, its sign flips, and the minimum goes wrong.
#include <cstdio>
#include <cstring>
#include <stack>

int main() {
    int q;
    if (std::scanf("%d", &q) != 1) return 0;
    std::stack<int> st;
    int mn = 0;
    char op[16];
    for (int k = 0; k < q; k++) {
        std::scanf("%15s", op);
        if (std::strcmp(op, "push") == 0) {
            long long v;
            std::scanf("%lld", &v);
            int x = (int)v;
            if (st.empty()) { st.push(0); mn = x; }
            else {
                int diff = (int)((unsigned)x - (unsigned)mn);   // x - mn, wrapping like int arithmetic
                st.push(diff);
                if (diff < 0) mn = x;
            }
        } else if (std::strcmp(op, "pop") == 0) {
            int d = st.top();
            st.pop();
            if (d < 0) mn = (int)((unsigned)mn - (unsigned)d);
        } else if (std::strcmp(op, "top") == 0) {
            int d = st.top();
            std::printf("%d\n", d < 0 ? mn : (int)((unsigned)mn + (unsigned)d));
        } else {
            std::printf("%d\n", mn);
        }
    }
}
