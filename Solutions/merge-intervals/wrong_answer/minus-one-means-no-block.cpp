// WRONG: uses an end of -1 to mean "no block open yet", but times can be negative: a block
// that really ends at -1 is taken for "none", so it is dropped and never printed.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<pair<int, int>> b(n);
    for (auto &[l, r] : b) scanf("%d %d", &l, &r);
    sort(b.begin(), b.end());
    vector<pair<int, int>> blocks;
    int curStart = -1, curEnd = -1;   // -1: no block yet
    for (auto [l, r] : b) {
        if (curEnd == -1 || l > curEnd) {
            if (curEnd != -1) blocks.push_back({curStart, curEnd});
            curStart = l;
            curEnd = r;
        } else {
            curEnd = max(curEnd, r);
        }
    }
    blocks.push_back({curStart, curEnd});
    string out = to_string(blocks.size()) + "\n";
    for (auto [l, r] : blocks) out += to_string(l) + " " + to_string(r) + "\n";
    fputs(out.c_str(), stdout);
}
