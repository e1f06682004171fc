// WRONG: the classic DP (best[i] = longest rising streak ending at reading i) prints
// best[n-1], the streak that ends at the LAST reading, instead of the maximum over all i.
// (Also O(n^2), too slow for the largest tests.)
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<int> t(n), best(n, 1);
    for (auto& x : t) scanf("%d", &x);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < i; j++)
            if (t[j] < t[i]) best[i] = max(best[i], best[j] + 1);
    printf("%d\n", best[n - 1]);
}
