// Two Sum — one pass with a hash map from value to index (O(n) expected). The partner value
// target - a[j] can pass 2^31, so it is computed in 64 bits.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long target;
    cin >> n >> target;
    unordered_map<long long, int> seen;
    seen.reserve(n);
    for (int j = 0; j < n; j++) {
        long long value;
        cin >> value;
        auto it = seen.find(target - value);
        if (it != seen.end()) {
            cout << it->second + 1 << ' ' << j + 1 << '\n';
            return 0;
        }
        seen[value] = j;
    }
}
