// Longest Common Prefix: start with the whole first word as the candidate and let every other
// word shrink it, comparing letter by letter up to the first mismatch. O(total length).
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    string first;
    cin >> first;
    size_t common = first.size();
    string word;
    for (int i = 1; i < n; i++) {
        cin >> word;
        size_t limit = min(common, word.size());
        size_t matched = 0;
        while (matched < limit && word[matched] == first[matched]) matched++;
        common = matched;
    }
    cout << common << "\n";
    if (common > 0) cout << first.substr(0, common) << "\n";
}
