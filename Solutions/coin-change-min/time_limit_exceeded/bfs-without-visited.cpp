// Correct but slow: breadth-first search over the amounts, layer by layer (layer j = the amounts
// payable with exactly j coins), but without a visited array, so every layer re-expands every
// amount it holds: O(answer * A * k) instead of O(A * k). Slow when the answer is large or the
// amount is impossible (the layers only run dry after A / smallest coin steps).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int k, amount;
    if (scanf("%d %d", &k, &amount) != 2) return 0;
    vector<int> coins(k);
    for (int& c : coins) scanf("%d", &c);
    if (amount == 0) { puts("0"); return 0; }
    vector<char> layer(amount + 1, 0), next(amount + 1, 0);
    layer[0] = 1;
    for (int steps = 1;; steps++) {
        fill(next.begin(), next.end(), 0);
        bool any = false;
        for (int a = 0; a <= amount; a++) {
            if (!layer[a]) continue;
            for (int c : coins) {
                if (c <= amount - a) { next[a + c] = 1; any = true; }
            }
        }
        if (next[amount]) { printf("%d\n", steps); return 0; }
        if (!any) { puts("-1"); return 0; }
        swap(layer, next);
    }
}
