// O(n): one pass, each value's partner looked up among the values before it
#include <cstdio>
#include <unordered_map>
int main() {
    int n;
    long long target;
    if (scanf("%d %lld", &n, &target) != 2) return 1;
    std::unordered_map<long long, int> seen;
    for (int j = 0; j < n; j++) {
        long long value;
        scanf("%lld", &value);
        auto found = seen.find(target - value);
        if (found != seen.end()) {
            printf("%d %d\n", found->second + 1, j + 1);
            return 0;
        }
        seen[value] = j;
    }
}
