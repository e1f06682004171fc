// WRONG: a single rolling row with the diagonal dist[i-1][j-1] kept in a variable, but that
// variable is not reset to the old row[0] (= i) at the start of each row: the first column
// of every row after the first sees the previous row's last diagonal instead.
#include <bits/stdc++.h>
using namespace std;

int main() {
    string a, b;
    cin >> a >> b;
    vector<int> row(b.size() + 1);
    iota(row.begin(), row.end(), 0);
    int diag = 0;
    for (size_t i = 0; i < a.size(); i++) {
        row[0] = (int)i + 1;
        for (size_t j = 1; j <= b.size(); j++) {
            int above = row[j];
            row[j] = min({diag + (a[i] != b[j - 1]), above + 1, row[j - 1] + 1});
            diag = above;
        }
    }
    cout << row[b.size()] << "\n";
}
