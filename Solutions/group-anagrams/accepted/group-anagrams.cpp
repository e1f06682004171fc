// Group Anagrams — canonical key (the sorted letters) + hash map.
//
// Two words are anagrams exactly when their sorted letters are equal; a hash map from that
// key to its words collects each group in one pass. Then sort each group, and the groups by
// their first word. O(L log k) for the keys plus the output sorting, O(L) memory.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    unordered_map<string, vector<string>> groupOfKey;
    for (int i = 0; i < n; i++) {
        string word;
        cin >> word;
        string key = word;
        sort(key.begin(), key.end());
        groupOfKey[key].push_back(word);
    }

    vector<vector<string>> groups;
    groups.reserve(groupOfKey.size());
    for (auto& [key, words] : groupOfKey) {
        sort(words.begin(), words.end());
        groups.push_back(std::move(words));
    }
    sort(groups.begin(), groups.end(),
         [](const vector<string>& a, const vector<string>& b) { return a[0] < b[0]; });

    string out = to_string(groups.size()) + '\n';
    for (const auto& words : groups) {
        for (size_t k = 0; k < words.size(); k++) {
            if (k > 0) out += ' ';
            out += words[k];
        }
        out += '\n';
    }
    cout << out;
}
