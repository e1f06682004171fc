// WRONG: the same post-order algorithm, but sums are kept in 32-bit ints. A trail worth
// more than about 2.1 * 10^9 wraps around.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<int> score(n), left(n), right(n);
    for (int i = 0; i < n; i++) scanf("%d %d %d", &score[i], &left[i], &right[i]);
    vector<int> order, stack = {0};
    while (!stack.empty()) {
        int v = stack.back();
        stack.pop_back();
        order.push_back(v);
        if (left[v] != -1) stack.push_back(left[v]);
        if (right[v] != -1) stack.push_back(right[v]);
    }
    vector<int> down(n);
    int best = INT_MIN;
    for (int k = n - 1; k >= 0; k--) {
        int v = order[k];
        int gl = left[v] == -1 ? 0 : max(0, down[left[v]]);
        int gr = right[v] == -1 ? 0 : max(0, down[right[v]]);
        down[v] = (int)((unsigned)score[v] + (unsigned)max(gl, gr));
        best = max(best, (int)((unsigned)score[v] + (unsigned)gl + (unsigned)gr));
    }
    printf("%d\n", best);
}
