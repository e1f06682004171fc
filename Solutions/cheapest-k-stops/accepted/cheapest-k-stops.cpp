// Cheapest Flight Within K Stops: Bellman-Ford limited to k + 1 rounds. Each round relaxes
// every flight from the previous round's prices (a copy), so one round adds at most one
// flight; stop early once a round changes nothing. O(k * m) time, O(n + m) memory.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m, src, dst, k;
    cin >> n >> m >> src >> dst >> k;
    struct Flight { int u, v; long long p; };
    vector<Flight> flights(m);
    for (auto& f : flights) {
        cin >> f.u >> f.v >> f.p;
        f.u--;
        f.v--;
    }
    const long long INF = LLONG_MAX;
    vector<long long> price(n, INF);
    price[src - 1] = 0;
    for (int round = 0; round <= k; round++) {
        vector<long long> next = price;
        bool changed = false;
        for (const auto& f : flights) {
            if (price[f.u] != INF && price[f.u] + f.p < next[f.v]) {
                next[f.v] = price[f.u] + f.p;
                changed = true;
            }
        }
        price = next;
        if (!changed) break;
    }
    cout << (price[dst - 1] == INF ? -1 : price[dst - 1]) << '\n';
}
