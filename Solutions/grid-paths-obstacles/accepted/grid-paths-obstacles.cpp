// Robot in the Orchard — counting right/down routes with a rolling DP row.
//
// routes[i][j] = routes[i-1][j] + routes[i][j-1] for an open cell, 0 for a tree. Sweeping
// row by row, row[j] still holds the value from the row above and fromLeft the value just
// computed to its left. O(r * c) time, O(c) memory.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    const int MOD = 1'000'000'007;
    int rows, cols;
    cin >> rows >> cols;
    vector<int> row(cols, 0);
    row[0] = 1;  // one way to "arrive" at the start, unless it holds a tree
    string line;
    for (int i = 0; i < rows; i++) {
        cin >> line;
        int fromLeft = 0;
        for (int j = 0; j < cols; j++) {
            fromLeft = line[j] == '#' ? 0 : (fromLeft + row[j]) % MOD;
            row[j] = fromLeft;
        }
    }
    cout << row[cols - 1] << '\n';
}
