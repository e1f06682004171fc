// Running Median with two heaps: a max-heap for the lower half (holding the extra element
// when the count is odd) and a min-heap for the upper half. The lower median is the top of
// the max-heap. O(log n) per reading.
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
        if (!lower.empty() && x > lower.top()) upper.push(x); else lower.push(x);
        if (lower.size() > upper.size() + 1) { upper.push(lower.top()); lower.pop(); }
        else if (upper.size() > lower.size()) { lower.push(upper.top()); upper.pop(); }
        out += std::to_string(lower.top());
        out += '\n';
    }
    std::fputs(out.c_str(), stdout);
}
