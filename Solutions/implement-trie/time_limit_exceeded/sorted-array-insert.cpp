// SLOW: no trie -- the words are kept in a sorted array; search and startsWith are binary
// searches (O(k log n)), but every new word is inserted in the middle of the array, moving
// O(n) words: O(n^2) over many distinct inserts instead of O(total length). Correct.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    cin >> q;
    vector<string> words;
    string op, w, out;
    for (int i = 0; i < q; i++) {
        cin >> op >> w;
        auto it = lower_bound(words.begin(), words.end(), w);
        if (op == "insert") {
            if (it == words.end() || *it != w) words.insert(it, w);
        } else if (op == "search") {
            out += it != words.end() && *it == w ? "true\n" : "false\n";
        } else {
            bool found = it != words.end() && it->compare(0, w.size(), w) == 0;
            out += found ? "true\n" : "false\n";
        }
    }
    cout << out;
}
