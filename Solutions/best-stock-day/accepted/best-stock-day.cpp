// Best Day to Buy and Sell: one sweep keeping the cheapest price seen so far; selling today
// gains today's price minus that minimum. O(n) time, O(1) memory.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    long long cheapest = LLONG_MAX, best = 0;
    for (int i = 0; i < n; i++) {
        long long price;
        cin >> price;
        if (cheapest != LLONG_MAX) best = max(best, price - cheapest);
        cheapest = min(cheapest, price);
    }
    cout << best << '\n';
}
