// WRONG: sizes the table by the LAST question's r (top = r instead of top = max(top, r)), so a larger r earlier reads unbuilt zeros.
#include <cstdio>
#include <vector>
using namespace std;

static int bits_[1000002];
static long long pre[1000002];  // pre[i] = bits in 0..i-1

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    vector<int> L(q), R(q);
    int top = 0;
    for (int i = 0; i < q; i++) {
        scanf("%d %d", &L[i], &R[i]);
        top = R[i];
    }
    for (int i = 0; i <= top; i++) {
        if (i > 0) bits_[i] = bits_[i >> 1] + (i & 1);
        pre[i + 1] = pre[i] + bits_[i];
    }
    for (int i = 0; i < q; i++) printf("%lld\n", pre[R[i] + 1] - pre[L[i]]);
    return 0;
}
