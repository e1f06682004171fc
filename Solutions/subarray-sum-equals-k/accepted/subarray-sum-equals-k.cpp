// Subarray Sum Equals K — prefix sums + hash map (O(n) expected), 64-bit throughout.
#include <cstdio>
#include <unordered_map>

int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 0;
    std::unordered_map<long long, int> timesSeen;
    timesSeen.reserve(2 * n + 2);
    timesSeen[0] = 1;
    long long prefix = 0, count = 0;
    for (int i = 0; i < n; ++i) {
        long long v;
        if (scanf("%lld", &v) != 1) return 0;
        prefix += v;
        auto it = timesSeen.find(prefix - k);
        if (it != timesSeen.end()) count += it->second;
        ++timesSeen[prefix];
    }
    printf("%lld\n", count);
}
