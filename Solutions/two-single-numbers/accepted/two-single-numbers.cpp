// Two Unpaired Tickets — XOR everything to get x ^ y, split by its lowest set bit, XOR one
// group to get x. O(n) time, O(1) extra memory besides the input; 64-bit numbers.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> numbers(n);
    for (auto &number : numbers) cin >> number;
    long long both = 0;
    for (long long number : numbers) both ^= number;
    // Lowest set bit. both is never LLONG_MIN: x and y within 10^18 cannot differ in the
    // sign bit alone.
    long long splitBit = both & -both;
    long long first = 0;
    for (long long number : numbers)
        if (number & splitBit) first ^= number;
    long long second = both ^ first;
    cout << min(first, second) << ' ' << max(first, second) << '\n';
}
