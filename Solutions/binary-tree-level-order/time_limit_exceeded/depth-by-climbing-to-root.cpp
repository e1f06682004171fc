// SLOW: finds every employee's row by climbing parent links up to the CEO, then reads the rows
// off a left-first walk. Correct, but the climbs cost O(n * height): a long chain of managers
// above a big team of 190000 makes it about 10^9 steps, where one breadth-first walk is O(n).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1 || n == 0) return 0;
    vector<int> badge(n), left(n), right(n), parent(n, -1);
    for (int i = 0; i < n; i++) {
        scanf("%d %d %d", &badge[i], &left[i], &right[i]);
    }
    for (int i = 0; i < n; i++) {
        if (left[i] != -1) parent[left[i]] = i;
        if (right[i] != -1) parent[right[i]] = i;
    }
    vector<int> depth(n, 0);
    int height = 0;
    for (int i = 0; i < n; i++) {
        int d = 0;
        for (int v = i; parent[v] != -1; v = parent[v]) d++;
        depth[i] = d;
        height = max(height, d);
    }
    vector<vector<int>> rows(height + 1);
    vector<int> stack = {0};
    while (!stack.empty()) {
        int v = stack.back();
        stack.pop_back();
        rows[depth[v]].push_back(badge[v]);
        if (right[v] != -1) stack.push_back(right[v]);
        if (left[v] != -1) stack.push_back(left[v]);
    }
    string out;
    for (auto& row : rows) {
        for (size_t k = 0; k < row.size(); k++) {
            if (k) out += ' ';
            out += to_string(row[k]);
        }
        out += '\n';
    }
    fwrite(out.data(), 1, out.size(), stdout);
}
