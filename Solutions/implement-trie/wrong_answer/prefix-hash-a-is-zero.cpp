// WRONG (hash collisions): keeps a 64-bit polynomial hash of every inserted word and of all
// its prefixes, with letters mapped to 0..25 -- so 'a' is a zero digit ("b", "ab", "aab" all
// hash to 1) and 26^64 wraps to 0, so only a word's last 64 letters count.
#include <bits/stdc++.h>
using namespace std;

static unsigned long long hashOf(const string& s) {
    unsigned long long h = 0;
    for (char ch : s) h = h * 26 + (ch - 'a');
    return h;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    cin >> q;
    unordered_set<unsigned long long> words, prefixes;
    string op, w, out;
    for (int i = 0; i < q; i++) {
        cin >> op >> w;
        if (op == "insert") {
            unsigned long long h = 0;
            for (char ch : w) {
                h = h * 26 + (ch - 'a');
                prefixes.insert(h);
            }
            words.insert(h);
        } else if (op == "search") {
            out += words.count(hashOf(w)) ? "true\n" : "false\n";
        } else {
            out += prefixes.count(hashOf(w)) ? "true\n" : "false\n";
        }
    }
    cout << out;
}
