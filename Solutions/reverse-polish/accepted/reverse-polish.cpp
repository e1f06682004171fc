// Reverse Polish Calculator: a stack of 64-bit operands. An integer is pushed; an operator
// pops b (the top), then a, and pushes a op b. C++'s / already truncates toward zero.
// O(k) time and memory per expression.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    string token;
    vector<long long> stack;
    while (t--) {
        int k;
        cin >> k;
        stack.clear();
        for (int i = 0; i < k; i++) {
            cin >> token;
            if (token == "+" || token == "-" || token == "*" || token == "/") {
                long long b = stack.back(); stack.pop_back();
                long long a = stack.back(); stack.pop_back();
                switch (token[0]) {
                    case '+': stack.push_back(a + b); break;
                    case '-': stack.push_back(a - b); break;
                    case '*': stack.push_back(a * b); break;
                    default:  stack.push_back(a / b); break;
                }
            } else {
                stack.push_back(stoll(token));
            }
        }
        cout << stack.back() << '\n';
    }
}
