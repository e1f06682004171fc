// WRONG: passes down a closed interval [low, high], giving the children [low, key - 1] and
// [key + 1, high]. At the 64-bit extremes key + 1 and key - 1 wrap around, so a child under
// a key of 2^63 - 1 (right) or -2^63 (left) is accepted.
#include <cstdio>
#include <climits>
#include <vector>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> key(n);
    vector<int> left(n), right(n);
    for (int i = 0; i < n; i++) scanf("%lld %d %d", &key[i], &left[i], &right[i]);
    struct Item { int node; long long low, high; };
    vector<Item> stack = {{0, LLONG_MIN, LLONG_MAX}};
    bool ok = true;
    while (!stack.empty()) {
        Item it = stack.back();
        stack.pop_back();
        long long k = key[it.node];
        if (k < it.low || k > it.high) { ok = false; break; }
        if (left[it.node] != -1) stack.push_back({left[it.node], it.low, (long long)((unsigned long long)k - 1)});
        if (right[it.node] != -1) stack.push_back({right[it.node], (long long)((unsigned long long)k + 1), it.high});
    }
    puts(ok ? "YES" : "NO");
}
