// Correct but O(n^2) in the worst case: keeps the seen values in a sorted vector, counts the larger ones with
// upper_bound (O(log n)) but inserts with vector::insert, which shifts O(n) elements every time.
#include <algorithm>
#include <cstdio>
#include <vector>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> seen;
    seen.reserve(n);
    long long inversions = 0;
    for (int i = 0; i < n; i++) {
        int v;
        scanf("%d", &v);
        auto it = upper_bound(seen.begin(), seen.end(), v);
        inversions += seen.end() - it;
        seen.insert(it, v);
    }
    printf("%lld\n", inversions);
    return 0;
}
