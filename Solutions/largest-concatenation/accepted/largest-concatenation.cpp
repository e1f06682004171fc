// Largest Concatenation: sort the numbers as digit strings with the comparator "x before y
// when x + y > y + x" (a transitive order, so sorting with it is valid), then concatenate.
// O(n log n) comparisons of at most 20 digits each.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<string> cards(n);
    for (auto& c : cards) cin >> c;
    sort(cards.begin(), cards.end(),
         [](const string& x, const string& y) { return x + y > y + x; });
    if (cards[0] == "0") {  // the largest card is 0, so every card is
        cout << "0\n";
        return 0;
    }
    string result;
    for (const auto& c : cards) result += c;
    cout << result << "\n";
}
