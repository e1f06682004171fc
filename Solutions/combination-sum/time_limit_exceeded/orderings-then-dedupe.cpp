// Correct but slow: the backtracking may take ANY coin next (not only coins at least as large as
// the previous one), so it walks every ordering of every way, then sorts each way and drops
// the repeats with a set. The orderings of a 50-cent payment number in the billions.
#include <bits/stdc++.h>
using namespace std;

int n, target;
vector<int> coins, chosen;
set<vector<int>> ways;

void extend(int remaining) {
    if (remaining == 0) {
        vector<int> way = chosen;
        sort(way.begin(), way.end());
        ways.insert(way);
        return;
    }
    for (int c : coins) {
        if (c > remaining) break;
        chosen.push_back(c);
        extend(remaining - c);
        chosen.pop_back();
    }
}

int main() {
    if (scanf("%d %d", &n, &target) != 2) return 0;
    coins.resize(n);
    for (int& c : coins) scanf("%d", &c);
    sort(coins.begin(), coins.end());
    extend(target);
    string out = to_string(ways.size()) + "\n";
    for (const auto& way : ways) {
        out += to_string(way.size());
        for (int c : way) out += " " + to_string(c);
        out += "\n";
    }
    fputs(out.c_str(), stdout);
}
