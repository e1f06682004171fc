// Wrong: routes each reading by the upper half's smallest value, taking INT_MAX for it while the
// upper half is empty; readings reach 10^18, so a second reading above INT_MAX but below the
// first is put in the upper half, and the halves stay out of order from then on.
#include <climits>
#include <cstdio>
#include <functional>
#include <queue>
#include <string>
#include <vector>

int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 0;
    std::priority_queue<long long> lower;
    std::priority_queue<long long, std::vector<long long>, std::greater<long long>> upper;
    std::string out;
    for (int i = 0; i < n; i++) {
        long long x;
        if (std::scanf("%lld", &x) != 1) return 0;
        long long smallestUpper = upper.empty() ? INT_MAX : upper.top();
        if (x < smallestUpper) lower.push(x); else upper.push(x);
        if (lower.size() > upper.size() + 1) { upper.push(lower.top()); lower.pop(); }
        else if (upper.size() > lower.size()) { lower.push(upper.top()); upper.pop(); }
        out += std::to_string(lower.top());
        out += '\n';
    }
    std::fputs(out.c_str(), stdout);
}
