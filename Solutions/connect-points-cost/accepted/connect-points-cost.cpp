// Connect the Sensors: a minimum spanning tree of the complete graph, by Prim's algorithm with
// an array instead of a heap. cheapest[v] is the cheapest cable from v to the tree so far;
// each step attaches the outside sensor with the smallest one, then lowers the others' using
// the new member. n steps of O(n) work: O(n^2) time, O(n) memory. Costs need 64 bits.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> xs(n), ys(n);
    for (int i = 0; i < n; i++) cin >> xs[i] >> ys[i];

    vector<long long> cheapest(n, LLONG_MAX);
    vector<bool> inTree(n, false);
    cheapest[0] = 0;
    long long total = 0;
    for (int step = 0; step < n; step++) {
        // The outside sensor that is cheapest to attach.
        int next = -1;
        for (int v = 0; v < n; v++) {
            if (!inTree[v] && (next == -1 || cheapest[v] < cheapest[next])) next = v;
        }
        inTree[next] = true;
        total += cheapest[next];
        // A cable from `next` may now be the cheapest way to attach the others.
        for (int v = 0; v < n; v++) {
            if (inTree[v]) continue;
            long long cost = llabs(xs[next] - xs[v]) + llabs(ys[next] - ys[v]);
            cheapest[v] = min(cheapest[v], cost);
        }
    }
    cout << total << '\n';
}
