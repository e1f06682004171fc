// WRONG: right algorithm, but the stack holds 32-bit ints, so products beyond
// 2^31 - 1 wrap around.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

int main() {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    std::vector<unsigned int> stack;  // "int" — unsigned only so the wrap is well-defined
    char token[32];
    while (t--) {
        int k;
        if (scanf("%d", &k) != 1) return 0;
        stack.clear();
        for (int i = 0; i < k; ++i) {
            if (scanf("%31s", token) != 1) return 0;
            if (strlen(token) == 1 && strchr("+-*/", token[0])) {
                int b = (int)stack.back(); stack.pop_back();
                int a = (int)stack.back(); stack.pop_back();
                switch (token[0]) {
                    case '+': stack.push_back((unsigned)a + (unsigned)b); break;
                    case '-': stack.push_back((unsigned)a - (unsigned)b); break;
                    case '*': stack.push_back((unsigned)a * (unsigned)b); break;
                    default: stack.push_back((unsigned)(b == -1 ? -(long long)a : a / b)); break;
                }
            } else {
                stack.push_back((unsigned)atoll(token));
            }
        }
        printf("%d\n", (int)stack[0]);
    }
}
