// Wrong: right two-heap algorithm, but readings are read and stored as 32-bit ints; readings
// beyond +-2^31 (they reach 10^18) are mangled.
#include <cstdio>
#include <functional>
#include <queue>
#include <string>
#include <vector>

int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 0;
    std::priority_queue<int> lower;
    std::priority_queue<int, std::vector<int>, std::greater<int>> upper;
    std::string out;
    for (int i = 0; i < n; i++) {
        long long raw;
        if (std::scanf("%lld", &raw) != 1) return 0;
        int x = (int)raw;
        if (!lower.empty() && x > lower.top()) upper.push(x); else lower.push(x);
        if (lower.size() > upper.size() + 1) { upper.push(lower.top()); lower.pop(); }
        else if (upper.size() > lower.size()) { lower.push(upper.top()); upper.pop(); }
        out += std::to_string(lower.top());
        out += '\n';
    }
    std::fputs(out.c_str(), stdout);
}
