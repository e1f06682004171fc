// SLOW: breadth-first search that marks a word visited only when it is taken off the queue,
// not when it is put on. Correct, but in a dense word list every word is enqueued once per
// neighbour on the previous level, and each copy is expanded with all 26 * L changes.
#include <iostream>
#include <string>
#include <unordered_set>
#include <unordered_map>
#include <queue>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string start, goal;
    int m;
    cin >> start >> goal >> m;
    unordered_set<string> words;
    for (int i = 0; i < m; i++) { string w; cin >> w; words.insert(w); }
    if (start == goal) { cout << 0 << "\n"; return 0; }
    unordered_set<string> visited;
    queue<pair<string, int>> q;
    q.push({start, 0});
    while (!q.empty()) {
        auto [w, d] = q.front();
        q.pop();
        if (w == goal) { cout << d << "\n"; return 0; }
        visited.insert(w);
        for (size_t i = 0; i < w.size(); i++) {
            string v = w;
            for (char c = 'a'; c <= 'z'; c++) {
                if (c == w[i]) continue;
                v[i] = c;
                if (words.count(v) && !visited.count(v)) q.push({v, d + 1});
            }
        }
    }
    cout << -1 << "\n";
}
