// Three Sum Zero — sort, fix the first value, two pointers on the rest, skipping repeated
// values so each triplet comes out once, already in lexicographic order. O(n^2) time;
// 64-bit sums (three values of 10^9 overflow an int).
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &v : a) cin >> v;
    sort(a.begin(), a.end());
    vector<array<long long, 3>> triplets;
    for (int i = 0; i < n; i++) {
        if (i > 0 && a[i] == a[i - 1]) continue;
        int left = i + 1, right = n - 1;
        while (left < right) {
            long long sum = a[i] + a[left] + a[right];
            if (sum < 0) {
                left++;
            } else if (sum > 0) {
                right--;
            } else {
                triplets.push_back({a[i], a[left], a[right]});
                left++;
                right--;
                while (left < right && a[left] == a[left - 1]) left++;
            }
        }
    }
    cout << triplets.size() << '\n';
    for (auto &t : triplets) cout << t[0] << ' ' << t[1] << ' ' << t[2] << '\n';
}
