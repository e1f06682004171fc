// Container With Most Water: two pointers from the ends; always move the pointer at the
// shorter post inward, since that post can never do better with a narrower partner.
// O(n) time, O(1) extra memory. Areas reach about 2 * 10^14, so they are 64-bit.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> h(n);
    for (auto& x : h) cin >> x;
    int left = 0, right = n - 1;
    long long best = 0;
    while (left < right) {
        best = max(best, (right - left) * min(h[left], h[right]));
        if (h[left] < h[right]) left++;
        else right--;
    }
    cout << best << '\n';
}
