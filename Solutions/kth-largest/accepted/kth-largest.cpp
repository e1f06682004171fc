// Podium Threshold: keep the k largest scores in a min-heap; its top is the k-th largest, and
// a new score replaces the top only if it is larger. O(n log k) time, O(k) memory.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, k;
    cin >> n >> k;
    priority_queue<long long, vector<long long>, greater<long long>> board;
    string out;
    for (int i = 0; i < n; i++) {
        long long score;
        cin >> score;
        if ((int)board.size() < k) {
            board.push(score);
        } else if (score > board.top()) {
            board.pop();
            board.push(score);
        }
        if (i >= k - 1) {
            out += to_string(board.top());
            out += '\n';
        }
    }
    cout << out;
}
