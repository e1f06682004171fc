// WRONG (64-bit overflow): the key is the product of one prime per letter (a=2, b=3, c=5, ...),
// which is unique by unique factorisation -- but the product of up to 100 primes wraps around
// in 64 bits, and different words can then share a key (64 a's already make it 0).
#include <bits/stdc++.h>
using namespace std;

int main() {
    const unsigned long long primes[26] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41,
                                           43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97, 101};
    int n;
    cin >> n;
    unordered_map<unsigned long long, vector<string>> groups;
    string word;
    for (int i = 0; i < n; i++) {
        cin >> word;
        unsigned long long key = 1;
        for (char ch : word) key *= primes[ch - 'a'];
        groups[key].push_back(word);
    }
    vector<vector<string>> lines;
    for (auto& entry : groups) {
        sort(entry.second.begin(), entry.second.end());
        lines.push_back(entry.second);
    }
    sort(lines.begin(), lines.end());
    string out = to_string(lines.size()) + "\n";
    for (auto& g : lines) {
        for (size_t k = 0; k < g.size(); k++) {
            if (k) out += ' ';
            out += g[k];
        }
        out += '\n';
    }
    fwrite(out.data(), 1, out.size(), stdout);
}
