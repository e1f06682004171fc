// Exact Change (every way): sort the coins, backtrack with non-decreasing coins (a coin may be
// reused), and stop trying larger coins once one exceeds the remaining amount. Every way is
// built once, already in lexicographic order; the work is proportional to the partial
// collections explored.
#include <bits/stdc++.h>
using namespace std;

int n;
vector<int> coins, chosen;
vector<string> ways;

void extend(int start, int remaining) {
    if (remaining == 0) {
        string line = to_string(chosen.size());
        for (int c : chosen) line += " " + to_string(c);
        ways.push_back(line);
        return;
    }
    for (int i = start; i < n; i++) {
        if (coins[i] > remaining) break;
        chosen.push_back(coins[i]);
        extend(i, remaining - coins[i]);
        chosen.pop_back();
    }
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int target;
    cin >> n >> target;
    coins.resize(n);
    for (int& c : coins) cin >> c;
    sort(coins.begin(), coins.end());
    extend(0, target);
    string out = to_string(ways.size()) + "\n";
    for (const string& way : ways) out += way + "\n";
    cout << out;
}
