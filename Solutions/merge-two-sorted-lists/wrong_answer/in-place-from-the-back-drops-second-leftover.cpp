// WRONG: the in-place merge from the back (grow the first array by m slots, fill it from the
// end with the larger front) stops when either array runs out. A leftover of the first array
// is already in place, but a leftover of the second -- timestamps smaller than everything
// left in the first lane -- is never copied in.
#include <cstdio>
#include <string>
#include <vector>

int main() {
    int n, m;
    if (std::scanf("%d", &n) != 1) return 0;
    std::vector<long long> a(n);
    for (auto& x : a) std::scanf("%lld", &x);
    if (std::scanf("%d", &m) != 1) return 0;
    std::vector<long long> b(m);
    for (auto& x : b) std::scanf("%lld", &x);
    a.resize(n + m);
    int i = n - 1, j = m - 1, k = n + m - 1;
    while (i >= 0 && j >= 0) {
        if (a[i] > b[j]) a[k--] = a[i--];
        else a[k--] = b[j--];
    }
    std::string s;
    for (size_t t = 0; t < a.size(); t++) {
        if (t) s += ' ';
        s += std::to_string(a[t]);
    }
    std::puts(s.c_str());
}
