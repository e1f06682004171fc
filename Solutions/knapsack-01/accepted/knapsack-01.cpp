// Expedition Backpack: 0/1 knapsack over capacities. best[c] is the largest usefulness within
// capacity c using the pieces seen so far; each piece updates c from W down to its weight, so
// best[c - w] still means "without this piece" and the piece is packed at most once.
// O(n * W) time, O(W) memory; the total needs 64 bits.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, capacity;
    cin >> n >> capacity;
    vector<long long> best(capacity + 1, 0);
    for (int i = 0; i < n; i++) {
        int weight;
        long long value;
        cin >> weight >> value;
        for (int c = capacity; c >= weight; c--) {
            best[c] = max(best[c], best[c - weight] + value);
        }
    }
    cout << best[capacity] << "\n";
}
