// Correct but O(n * k), k the window length: on a repeat it moves left just past the
// previous occurrence, as it should, but then clears the set of ids in the window and
// re-inserts the whole remaining window. Fast while repeats are rare or windows short,
// quadratic on a long periodic log.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<int> a(n);
    for (auto& x : a) scanf("%d", &x);
    unordered_set<int> window;
    int left = 0, best = 0;
    for (int right = 0; right < n; right++) {
        if (window.count(a[right])) {
            while (a[left] != a[right]) left++;
            left++;
            window.clear();
            for (int i = left; i < right; i++) window.insert(a[i]);
        }
        window.insert(a[right]);
        best = max(best, right - left + 1);
    }
    printf("%d\n", best);
}
