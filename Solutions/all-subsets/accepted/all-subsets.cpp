// Every Possible Basket: sort the tags, then backtrack, choosing the next tag from the
// positions after the last one chosen; a tag equal to the previous candidate at the same
// step is skipped, so no basket is produced twice. The baskets come out in lexicographic
// order. O(2^n * n) time, the size of the output.
#include <bits/stdc++.h>
using namespace std;

int n;
vector<long long> tags;
vector<long long> chosen;
long long baskets = 0;
string out;

void extend(int start) {
    baskets++;
    out += to_string(chosen.size());
    for (long long tag : chosen) {
        out += ' ';
        out += to_string(tag);
    }
    out += '\n';
    for (int i = start; i < n; i++) {
        if (i > start && tags[i] == tags[i - 1]) continue;
        chosen.push_back(tags[i]);
        extend(i + 1);
        chosen.pop_back();
    }
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    cin >> n;
    tags.resize(n);
    for (auto& tag : tags) cin >> tag;
    sort(tags.begin(), tags.end());
    extend(0);
    cout << baskets << '\n' << out;
}
