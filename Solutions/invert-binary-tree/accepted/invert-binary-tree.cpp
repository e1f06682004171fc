// Invert a Binary Tree: mirroring exchanges the two children of every node, so swap them at
// all nodes (the order does not matter, here by index, so no recursion on a deep chain), then
// write the tree with a breadth-first walk. O(n) time and memory.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> value(n);
    vector<int> left(n), right(n);
    for (int i = 0; i < n; i++) cin >> value[i] >> left[i] >> right[i];
    if (n == 0) {
        cout << "\n";
        return 0;
    }
    for (int v = 0; v < n; v++) swap(left[v], right[v]);

    vector<string> tokens = {to_string(value[0])};
    queue<int> q;
    q.push(0);
    while (!q.empty()) {
        int v = q.front();
        q.pop();
        for (int child : {left[v], right[v]}) {
            if (child == -1) {
                tokens.push_back("null");
            } else {
                tokens.push_back(to_string(value[child]));
                q.push(child);
            }
        }
    }
    while (tokens.back() == "null") tokens.pop_back();
    string out;
    for (size_t i = 0; i < tokens.size(); i++) {
        if (i > 0) out += ' ';
        out += tokens[i];
    }
    cout << out << "\n";
}
