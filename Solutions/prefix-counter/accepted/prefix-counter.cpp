// Autocomplete Counter: a trie whose every node counts the learnt words passing through it.
// add walks down the word incrementing counters; count walks down the prefix and reads one
// counter (0 if the path breaks off). O(total length) time.
#include <bits/stdc++.h>
using namespace std;

struct Node {
    array<int, 26> child{};  // 0 = no child (the root, node 0, is nobody's child)
    int passing = 0;
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    cin >> q;
    vector<Node> trie(1);
    string op, word;
    string out;
    for (int i = 0; i < q; i++) {
        cin >> op >> word;
        int node = 0;
        if (op == "add") {
            for (char ch : word) {
                int c = ch - 'a';
                if (trie[node].child[c] == 0) {
                    trie[node].child[c] = trie.size();
                    trie.emplace_back();
                }
                node = trie[node].child[c];
                trie[node].passing++;
            }
        } else {
            bool found = true;
            for (char ch : word) {
                node = trie[node].child[ch - 'a'];
                if (node == 0) { found = false; break; }
            }
            out += to_string(found ? trie[node].passing : 0);
            out += '\n';
        }
    }
    cout << out;
}
