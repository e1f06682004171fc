// WRONG: sorts into a zero-initialised array with one spare slot at each end and reports
// every number that differs from both neighbours; the padding 0 is a sentinel a real stub
// can equal, so a lonely 0 at either end looks paired.
#include <cstdio>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> a(n + 2);
    for (int i = 1; i <= n; i++) scanf("%lld", &a[i]);
    sort(a.begin() + 1, a.begin() + n + 1);
    vector<long long> lonely;
    for (int i = 1; i <= n; i++)
        if (a[i] != a[i - 1] && a[i] != a[i + 1]) lonely.push_back(a[i]);
    while (lonely.size() < 2) lonely.push_back(0);
    printf("%lld %lld\n", lonely[0], lonely[1]);
}
