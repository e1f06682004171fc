// WRONG: the right two pointers, but the area (j - i) * min(h[i], h[j]) is computed and kept in
// a 32-bit int; tall posts far apart hold more than 2^31 - 1 units.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> h(n);
    for (int& v : h) scanf("%d", &v);
    int left = 0, right = n - 1, best = 0;
    while (left < right) {
        int area = (int)((unsigned)(right - left) * (unsigned)min(h[left], h[right]));  // wraps like int
        best = max(best, area);
        if (h[left] < h[right]) left++;
        else right--;
    }
    printf("%d\n", best);
}
