// WRONG: two Lomuto partitions (0s to the front, then 1s before 2s), but the second one starts one past the boundary p, assuming a[p] is already a 1; when a[p] is a 2 with a 1 after it, they stay out of order.
#include <cstdio>
#include <vector>
#include <utility>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    std::vector<int> a(n);
    for (auto &v : a) scanf("%d", &v);
    int p = 0;
    for (int i = 0; i < n; i++)
        if (a[i] == 0) std::swap(a[i], a[p++]);
    int q = p + 1;
    for (int i = p + 1; i < n; i++)
        if (a[i] == 1) std::swap(a[i], a[q++]);
    std::vector<char> out(2 * n);
    for (int i = 0; i < n; i++) { out[2 * i] = char('0' + a[i]); out[2 * i + 1] = ' '; }
    out[2 * n - 1] = '\n';
    fwrite(out.data(), 1, out.size(), stdout);
}
