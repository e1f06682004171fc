// WRONG: finds the lowest differing bit correctly but builds the mask as `1 << bit`, an int
// shift: when the two lonely numbers differ only in bits 32..63 the mask is wrong.
#include <cstdio>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> a(n);
    for (int i = 0; i < n; i++) scanf("%lld", &a[i]);
    long long both = 0;
    for (long long x : a) both ^= x;
    int bit = 0;
    while (!((both >> bit) & 1)) bit++;
    long long mask = 1 << bit;
    long long first = 0;
    for (long long x : a) if (x & mask) first ^= x;
    long long second = both ^ first;
    printf("%lld %lld\n", min(first, second), max(first, second));
}
