// Minimum Stack: next to every value, keep the minimum of the stack up to and including it.
// A push stores the smaller of the new value and the previous minimum, a pop removes both,
// and getMin reads the top of the minimum stack. O(1) per operation.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    cin >> q;
    vector<long long> values, minimums;
    string op;
    for (int i = 0; i < q; i++) {
        cin >> op;
        if (op == "push") {
            long long x;
            cin >> x;
            values.push_back(x);
            minimums.push_back(minimums.empty() ? x : min(x, minimums.back()));
        } else if (op == "pop") {
            values.pop_back();
            minimums.pop_back();
        } else if (op == "top") {
            cout << values.back() << '\n';
        } else {
            cout << minimums.back() << '\n';
        }
    }
}
