// Implement a Trie: a trie stored in a vector of nodes, each with 26 child indices (0 = none,
// since the root is nobody's child) and a flag for "a word ends here". insert walks down
// creating missing nodes, search walks down and reads the flag, startsWith only needs the
// walk to succeed. O(total length) time and memory.
#include <bits/stdc++.h>
using namespace std;

struct Node {
    array<int, 26> child{};
    bool isWord = false;
};

vector<Node> trie(1);

// The node reached by walking down `word`, or -1 when the walk falls off the trie.
int walk(const string& word) {
    int node = 0;
    for (char c : word) {
        node = trie[node].child[c - 'a'];
        if (node == 0) return -1;
    }
    return node;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    cin >> q;
    string op, word, out;
    for (int i = 0; i < q; i++) {
        cin >> op >> word;
        if (op == "insert") {
            int node = 0;
            for (char c : word) {
                int next = trie[node].child[c - 'a'];
                if (next == 0) {
                    next = (int)trie.size();
                    trie[node].child[c - 'a'] = next;
                    trie.emplace_back();
                }
                node = next;
            }
            trie[node].isWord = true;
        } else if (op == "search") {
            int node = walk(word);
            out += node != -1 && trie[node].isWord ? "true\n" : "false\n";
        } else {
            out += walk(word) != -1 ? "true\n" : "false\n";
        }
    }
    cout << out;
}
