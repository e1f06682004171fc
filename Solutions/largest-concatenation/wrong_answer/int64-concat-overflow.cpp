// WRONG: compares the two concatenations x·10^len(y)+y and y·10^len(x)+x as 64-bit
// integers; with a 10-digit card (1000000000) next to a large 9-digit one the product
// passes 9.2·10^18 and wraps, so the comparison flips.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<string> cards(n);
    for (auto& c : cards) cin >> c;
    auto pow10 = [](size_t k) {
        long long p = 1;
        for (size_t i = 0; i < k; i++) p *= 10;
        return p;
    };
    sort(cards.begin(), cards.end(), [&](const string& x, const string& y) {
        long long a = stoll(x), b = stoll(y);
        long long xy = a * pow10(y.size()) + b;   // overflows past 9.2e18
        long long yx = b * pow10(x.size()) + a;
        return xy > yx;
    });
    if (cards[0] == "0") {
        cout << "0\n";
        return 0;
    }
    string out;
    for (auto& c : cards) out += c;
    cout << out << "\n";
}
