// Sort Colors — counting sort over the three codes. O(n) time, O(1) extra memory.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    array<int, 3> counts{};
    for (int i = 0; i < n; i++) {
        int code;
        cin >> code;
        counts[code]++;
    }
    string out;
    out.reserve(2 * n);
    for (int color = 0; color < 3; color++) {
        for (int i = 0; i < counts[color]; i++) {
            out += char('0' + color);
            out += ' ';
        }
    }
    out.back() = '\n';
    cout << out;
}
