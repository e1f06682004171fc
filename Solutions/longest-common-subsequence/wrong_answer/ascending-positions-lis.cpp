// WRONG: LCS as a longest increasing subsequence of match positions (Hunt-Szymanski), but
// for each letter of a it feeds that letter's positions in b in INCREASING order, so one
// letter of a can extend the sequence with several positions of b (they must go in
// decreasing order).
#include <bits/stdc++.h>
using namespace std;

int main() {
    string a, b;
    cin >> a >> b;
    vector<vector<int>> positions(26);
    for (int j = 0; j < (int)b.size(); j++) positions[b[j] - 'a'].push_back(j);
    vector<int> tails;   // tails[k] = smallest end position of a common subsequence of length k+1
    for (char ch : a) {
        for (int p : positions[ch - 'a']) {   // BUG: should run from the last position down
            auto it = lower_bound(tails.begin(), tails.end(), p);
            if (it == tails.end()) tails.push_back(p);
            else *it = p;
        }
    }
    cout << tails.size() << "\n";
}
