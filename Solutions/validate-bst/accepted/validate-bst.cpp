// Is It a Search Tree? — iterative in-order traversal with an explicit stack; the keys must
// come out strictly increasing. O(n) time and memory, no recursion (a chain can be 200000
// deep), no sentinel for "no previous key" (keys reach the 64-bit extremes).
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> key(n);
    vector<int> left(n), right(n);
    for (int i = 0; i < n; i++) cin >> key[i] >> left[i] >> right[i];

    vector<int> stack;
    int node = 0;
    optional<long long> previous;
    while (node != -1 || !stack.empty()) {
        while (node != -1) {  // go as far left as possible
            stack.push_back(node);
            node = left[node];
        }
        node = stack.back();  // visit
        stack.pop_back();
        if (previous && key[node] <= *previous) {
            cout << "NO\n";
            return 0;
        }
        previous = key[node];
        node = right[node];  // then the right subtree
    }
    cout << "YES\n";
}
