// WRONG (greedy): always sells at the highest price of all and buys at the lowest price before it; the best trade may sell at a lower, later price.
#include <cstdio>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> p(n);
    for (auto &x : p) scanf("%lld", &x);
    int high = max_element(p.begin(), p.end()) - p.begin();
    long long lowest = *min_element(p.begin(), p.begin() + high + 1);
    printf("%lld\n", p[high] - lowest);
}
