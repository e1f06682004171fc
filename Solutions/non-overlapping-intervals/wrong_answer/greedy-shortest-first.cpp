// Wrong: greedy by length -- keeps the shortest slots first (each one that clashes with no
// slot kept so far). A short slot can straddle two longer ones that could both have stayed.
#include <algorithm>
#include <cstdio>
#include <map>
#include <vector>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<pair<long long, long long>> s(n);
    for (auto& x : s) scanf("%lld %lld", &x.first, &x.second);
    sort(s.begin(), s.end(), [](const pair<long long, long long>& a, const pair<long long, long long>& b) {
        return a.second - a.first < b.second - b.first;
    });
    map<long long, long long> kept;  // start -> end of the kept slots, disjoint
    for (auto& [l, r] : s) {
        auto it = kept.lower_bound(l);
        if (it != kept.end() && it->first < r) continue;
        if (it != kept.begin() && prev(it)->second > l) continue;
        kept[l] = r;
    }
    printf("%d\n", n - (int)kept.size());
    return 0;
}
