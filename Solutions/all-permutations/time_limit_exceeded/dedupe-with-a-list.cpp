// SLOW: tries all n! orders of the guests and keeps one if it is not already in the list of
// kept seatings -- a linear search, so O((n!)^2) comparisons (about 8 * 10^8 for 8 distinct
// families) where a set, or backtracking over distinct family numbers, is O(n! * n). Correct.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<int> guests(n);
    for (int& g : guests) scanf("%d", &g);
    sort(guests.begin(), guests.end());
    vector<vector<int>> kept;
    do {
        if (find(kept.begin(), kept.end(), guests) == kept.end()) kept.push_back(guests);
    } while (next_permutation(guests.begin(), guests.end()));
    sort(kept.begin(), kept.end());
    string out = to_string(kept.size()) + "\n";
    for (auto& s : kept) {
        for (int k = 0; k < n; k++) {
            if (k) out += ' ';
            out += to_string(s[k]);
        }
        out += '\n';
    }
    fwrite(out.data(), 1, out.size(), stdout);
}
