// WRONG: LSD radix sort with base 256 but only three passes, i.e. it sorts by the low
// 24 bits. Values up to 10^9 need 30 bits, so large values end up out of order.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <vector>

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    std::vector<uint32_t> a(n), tmp(n);
    for (auto& v : a) scanf("%u", &v);
    for (int shift = 0; shift < 24; shift += 8) {  // BUG: should go up to 32
        std::vector<int> count(256, 0);
        for (uint32_t v : a) ++count[(v >> shift) & 0xFF];
        int sum = 0;
        for (int& c : count) { int next = sum + c; c = sum; sum = next; }
        for (uint32_t v : a) tmp[count[(v >> shift) & 0xFF]++] = v;
        a.swap(tmp);
    }
    long long largest = 0;
    for (int i = 1; i < n; ++i) largest = std::max(largest, (long long)a[i] - a[i - 1]);
    printf("%lld\n", largest);
}
