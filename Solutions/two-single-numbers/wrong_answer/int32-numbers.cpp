// WRONG: reads and XORs the stub numbers as 32-bit ints, but they go up to 10^18.
#include <cstdio>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> a(n);
    for (int i = 0; i < n; i++) {
        long long v;
        scanf("%lld", &v);
        a[i] = (int)v;
    }
    int both = 0;
    for (int x : a) both ^= x;
    int bit = both & -both;
    int first = 0;
    for (int x : a) if (x & bit) first ^= x;
    int second = both ^ first;
    printf("%d %d\n", min(first, second), max(first, second));
}
