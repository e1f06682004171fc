// Wrong: keeps the operands in doubles (so that "/" can be truncated with trunc()); a double
// holds integers exactly only up to 2^53, and values near 10^18 come out rounded.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

int main() {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    std::vector<double> stack;
    static char token[32];
    while (t--) {
        int k;
        if (scanf("%d", &k) != 1) return 0;
        stack.clear();
        for (int i = 0; i < k; ++i) {
            if (scanf("%31s", token) != 1) return 0;
            if (strlen(token) == 1 && strchr("+-*/", token[0])) {
                double b = stack.back(); stack.pop_back();
                double a = stack.back(); stack.pop_back();
                switch (token[0]) {
                    case '+': stack.push_back(a + b); break;
                    case '-': stack.push_back(a - b); break;
                    case '*': stack.push_back(a * b); break;
                    default: stack.push_back(std::trunc(a / b)); break;
                }
            } else {
                stack.push_back(atof(token));
            }
        }
        printf("%lld\n", (long long)stack[0]);
    }
}
