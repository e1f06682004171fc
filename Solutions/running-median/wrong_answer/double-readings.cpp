// Wrong: keeps the readings in doubles ("temperatures are real numbers"); a double holds
// integers exactly only up to 2^53, so readings near 10^18 are shown rounded.
#include <cstdio>
#include <functional>
#include <queue>
#include <string>
#include <vector>

int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 0;
    std::priority_queue<double> lower;
    std::priority_queue<double, std::vector<double>, std::greater<double>> upper;
    std::string out;
    char buf[64];
    for (int i = 0; i < n; i++) {
        double x;
        if (std::scanf("%lf", &x) != 1) return 0;
        if (!lower.empty() && x > lower.top()) upper.push(x); else lower.push(x);
        if (lower.size() > upper.size() + 1) { upper.push(lower.top()); lower.pop(); }
        else if (upper.size() > lower.size()) { lower.push(upper.top()); upper.pop(); }
        std::snprintf(buf, sizeof buf, "%.0f\n", lower.top());
        out += buf;
    }
    std::fputs(out.c_str(), stdout);
}
