// Binary Tree Level Order: breadth-first search with a queue, one row at a time (the row is
// the queue's contents when the row starts). Every employee enters the queue once: O(n) time
// and memory.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> badge(n), left(n), right(n);
    for (int i = 0; i < n; i++) cin >> badge[i] >> left[i] >> right[i];

    string out;
    queue<int> q;
    if (n > 0) q.push(0);
    while (!q.empty()) {
        size_t rowSize = q.size();
        for (size_t k = 0; k < rowSize; k++) {
            int v = q.front();
            q.pop();
            if (k > 0) out += ' ';
            out += to_string(badge[v]);
            if (left[v] != -1) q.push(left[v]);
            if (right[v] != -1) q.push(right[v]);
        }
        out += '\n';
    }
    cout << out;
}
