// The Odd Sock: XOR all codes together. x ^ x = 0 and x ^ 0 = x, and XOR is commutative, so
// the pairs cancel and only the lonely code remains. O(n) time, O(1) extra memory; codes
// reach 10^18, so they are 64-bit.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    long long lonely = 0;
    for (int i = 0; i < n; i++) {
        long long code;
        cin >> code;
        lonely ^= code;
    }
    cout << lonely << '\n';
}
