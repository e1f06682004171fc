// WRONG: only considers trails that bend at the root (the root plus its two best downward
// trails), as if every trail had to pass through the root.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> score(n);
    vector<int> left(n), right(n);
    for (int i = 0; i < n; i++) scanf("%lld %d %d", &score[i], &left[i], &right[i]);
    // pre-order with an explicit stack; children are finished before parents in reverse
    vector<int> order, stack = {0};
    while (!stack.empty()) {
        int v = stack.back();
        stack.pop_back();
        order.push_back(v);
        if (left[v] != -1) stack.push_back(left[v]);
        if (right[v] != -1) stack.push_back(right[v]);
    }
    vector<long long> down(n);
    long long best = LLONG_MIN;
    for (int k = n - 1; k >= 0; k--) {
        int v = order[k];
        long long gl = left[v] == -1 ? 0 : max(0LL, down[left[v]]);   //GL
        long long gr = right[v] == -1 ? 0 : max(0LL, down[right[v]]);  //GR
        down[v] = score[v] + max(gl, gr);   //DOWN
        if (v == 0) best = score[v] + gl + gr;
    }
    printf("%lld\n", best);
}
