// SLOW: O(1) hash-map gets and updates with a last-use stamp per tile, but finding the least
// recently used tile scans the whole map: O(c) per eviction, O(q * c) when most puts evict.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int c, q;
    if (scanf("%d %d", &c, &q) != 2) return 0;
    unordered_map<int, pair<int, int>> cache;   // key -> (value, last use)
    cache.reserve(2 * c + 1);
    string out;
    char op[8];
    for (int t = 0; t < q; t++) {
        scanf("%7s", op);
        if (op[0] == 'g') {
            int k;
            scanf("%d", &k);
            auto it = cache.find(k);
            if (it == cache.end()) { out += "-1\n"; continue; }
            it->second.second = t;
            out += to_string(it->second.first);
            out += '\n';
        } else {
            int k, v;
            scanf("%d %d", &k, &v);
            auto it = cache.find(k);
            if (it != cache.end()) { it->second = {v, t}; continue; }
            if ((int)cache.size() == c) {
                auto oldest = cache.begin();
                for (auto jt = cache.begin(); jt != cache.end(); ++jt)
                    if (jt->second.second < oldest->second.second) oldest = jt;
                cache.erase(oldest);
            }
            cache[k] = {v, t};
        }
    }
    fputs(out.c_str(), stdout);
}
