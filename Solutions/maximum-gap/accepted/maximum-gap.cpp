// Maximum Gap — LSD radix sort (base 2^16, two passes cover 0..10^9 < 2^32), then scan.
// O(n) time and memory.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <vector>

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    std::vector<uint32_t> a(n), tmp(n);
    for (auto& v : a) scanf("%u", &v);
    for (int shift = 0; shift < 32; shift += 16) {
        std::vector<int> count(1 << 16, 0);
        for (uint32_t v : a) ++count[(v >> shift) & 0xFFFF];
        int sum = 0;
        for (int& c : count) { int next = sum + c; c = sum; sum = next; }
        for (uint32_t v : a) tmp[count[(v >> shift) & 0xFFFF]++] = v;
        a.swap(tmp);
    }
    long long largest = 0;
    for (int i = 1; i < n; ++i) largest = std::max(largest, (long long)a[i] - a[i - 1]);
    printf("%lld\n", largest);
}
