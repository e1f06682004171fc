// Count Inversions — merge sort that counts while merging.
//
// When the next element taken comes from the right half while elements of the left half are
// still waiting, it is smaller than every one of them: that many inversions at once. Ties take
// the left element first, so equal values are not counted. O(n log n) time, O(n) extra
// memory; the count reaches ~4.5 * 10^10, so it is a long long.
#include <bits/stdc++.h>
using namespace std;

// Sorts values[lo, hi) using buffer as scratch space; returns the inversions in it.
long long sortCounting(vector<int>& values, vector<int>& buffer, int lo, int hi) {
    if (hi - lo <= 1) return 0;
    int mid = lo + (hi - lo) / 2;
    long long inversions = sortCounting(values, buffer, lo, mid) + sortCounting(values, buffer, mid, hi);

    int left = lo, right = mid, out = lo;
    while (left < mid || right < hi) {
        if (right == hi || (left < mid && values[left] <= values[right])) {
            buffer[out++] = values[left++];
        } else {
            inversions += mid - left;  // values[right] is smaller than every left element remaining
            buffer[out++] = values[right++];
        }
    }
    copy(buffer.begin() + lo, buffer.begin() + hi, values.begin() + lo);
    return inversions;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> values(n);
    for (int& v : values) cin >> v;
    vector<int> buffer(n);
    cout << sortCounting(values, buffer, 0, n) << '\n';
}
