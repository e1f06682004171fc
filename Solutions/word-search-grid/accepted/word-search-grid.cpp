// Word Hunt — a trie of the candidate words and one depth-first search from every cell that
// follows the trie, abandoning a path as soon as it spells no candidate's prefix. A found
// word is taken out of its trie node, so each is reported once. Paths are at most 10 long.
#include <bits/stdc++.h>
using namespace std;

struct Trie {
    vector<array<int, 26>> children{array<int, 26>{}};  // node 0 is the root; 0 = no child
    vector<string> word{""};                             // the word ending here, or ""

    void insert(const string &s) {
        int node = 0;
        for (char ch : s) {
            int letter = ch - 'a';
            if (!children[node][letter]) {
                children[node][letter] = (int)children.size();
                children.push_back({});
                word.push_back("");
            }
            node = children[node][letter];
        }
        word[node] = s;
    }
};

int rows, columns;
vector<string> grid;
vector<vector<bool>> used;
Trie trie;
vector<string> found;

void search(int row, int column, int parent) {
    int node = trie.children[parent][grid[row][column] - 'a'];
    if (!node) return;
    if (!trie.word[node].empty()) {
        found.push_back(trie.word[node]);
        trie.word[node].clear();  // report each word once
    }
    used[row][column] = true;
    const int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
    for (int d = 0; d < 4; d++) {
        int r = row + dr[d], c = column + dc[d];
        if (r >= 0 && r < rows && c >= 0 && c < columns && !used[r][c]) search(r, c, node);
    }
    used[row][column] = false;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    cin >> rows >> columns;
    grid.resize(rows);
    for (auto &line : grid) cin >> line;
    int m;
    cin >> m;
    for (int i = 0; i < m; i++) {
        string w;
        cin >> w;
        trie.insert(w);
    }
    used.assign(rows, vector<bool>(columns, false));
    for (int row = 0; row < rows; row++)
        for (int column = 0; column < columns; column++) search(row, column, 0);
    sort(found.begin(), found.end());
    string out = to_string(found.size()) + "\n";
    for (auto &w : found) out += w + "\n";
    cout << out;
}
