// WRONG (weak hash as key): anagrams have the same sum of letter codes, so the sum is used as
// the group's key -- but different letters can add up to the same sum ("ad" and "bc").
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    unordered_map<long long, vector<string>> groups;
    string word;
    for (int i = 0; i < n; i++) {
        cin >> word;
        long long key = 0;
        for (char ch : word) key += ch;
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
