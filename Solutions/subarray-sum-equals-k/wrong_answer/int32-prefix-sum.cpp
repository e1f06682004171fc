// WRONG (32-bit overflow of the running sum): the count and k are 64-bit, but the prefix sum is an int, so past 2^31 it wraps and prefix - k matches the wrong sums.
#include <cstdio>
#include <unordered_map>

int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 0;
    std::unordered_map<long long, long long> timesSeen;
    timesSeen[0] = 1;
    unsigned int prefix = 0;  // meant as "int"; unsigned only to make the wrap well-defined
    long long count = 0;
    for (int i = 0; i < n; ++i) {
        long long v;
        if (scanf("%lld", &v) != 1) return 0;
        prefix += (unsigned int)v;
        long long p = (int)prefix;
        auto it = timesSeen.find(p - k);
        if (it != timesSeen.end()) count += it->second;
        ++timesSeen[p];
    }
    printf("%lld\n", count);
}
