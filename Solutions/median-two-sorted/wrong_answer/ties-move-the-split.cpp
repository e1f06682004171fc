// WRONG: the two-sided split check uses >= instead of >, so with equal weights on both
// sides of the split neither test is satisfied for long and the search walks off the valid
// range, falling back to a default split.
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
        int t = 0;
        while (low <= high) {
            int mid = (low + high) / 2;
            if (mid < i && k - mid > 0 && b[k - mid - 1] >= a[mid]) low = mid + 1;
            else if (mid > 0 && k - mid < j && a[mid - 1] >= b[k - mid]) high = mid - 1;
            else { t = mid; break; }
        }
        long long kth = max(t > 0 ? a[t - 1] : NEG, k - t > 0 ? b[k - t - 1] : NEG);
        long long answer;
        if (total % 2) {
            answer = 2 * kth;
        } else {
            long long next = min(t < i ? a[t] : POS, k - t < j ? b[k - t] : POS);   //NEXT
            answer = kth + next;
        }
        out += to_string(answer);
        out += '\n';
    }
    fputs(out.c_str(), stdout);
}
