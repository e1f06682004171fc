// Search in a Rotated Array: binary search where, at every step, one of the halves
// a[low..mid] and a[mid..high] is sorted; keep that half if x lies within its end values,
// else the other half. O(log n) per query, O((n + q) log n) in total.
#include <bits/stdc++.h>
using namespace std;

int search(const vector<int>& a, int x) {
    int low = 0, high = (int)a.size() - 1;
    while (low <= high) {
        int mid = low + (high - low) / 2;
        if (a[mid] == x) return mid;
        if (a[low] <= a[mid]) {          // the left half is sorted
            if (a[low] <= x && x < a[mid]) high = mid - 1;
            else low = mid + 1;
        } else {                         // the right half is sorted
            if (a[mid] < x && x <= a[high]) low = mid + 1;
            else high = mid - 1;
        }
    }
    return -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    vector<int> a(n);
    for (int& v : a) cin >> v;
    for (int i = 0; i < q; i++) {
        int x;
        cin >> x;
        cout << (i ? " " : "") << search(a, x);
    }
    cout << '\n';
}
