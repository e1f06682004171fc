// WRONG: bounds the element after the split in B by the size of B instead of the prefix j,
// so for an even count it can pick a parcel of B that is not on the truck.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m, q;
    if (scanf("%d %d %d", &n, &m, &q) != 3) return 0;
    vector<long long> a(n), b(m);
    for (auto &x : a) scanf("%lld", &x);
    for (auto &x : b) scanf("%lld", &x);
    const long long NEG = LLONG_MIN, POS = LLONG_MAX;   //INF
    string out;
    while (q--) {
        int i, j;
        scanf("%d %d", &i, &j);
        int total = i + j, k = (total + 1) / 2;
        // t of the k smallest come from a[0..i), k - t from b[0..j)
        int low = max(0, k - j), high = min(k, i);
        while (low < high) {   //SEARCH
            int t = (low + high) / 2;
            if (a[t] < b[k - t - 1]) low = t + 1;
            else high = t;
        }
        int t = low;   //T
        long long kth = max(t > 0 ? a[t - 1] : NEG, k - t > 0 ? b[k - t - 1] : NEG);
        long long answer;
        if (total % 2) {
            answer = 2 * kth;
        } else {
            long long next = min(t < i ? a[t] : POS, k - t < m ? b[k - t] : POS);
            answer = kth + next;
        }
        out += to_string(answer);
        out += '\n';
    }
    fputs(out.c_str(), stdout);
}
