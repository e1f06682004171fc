// WRONG: Dutch national flag with the loop condition mid < high instead of mid <= high, so the last unexamined code (where mid meets high) is never placed: a 0 left there stays among the 1s.
#include <cstdio>
#include <vector>
#include <utility>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    std::vector<int> a(n);
    for (auto &v : a) scanf("%d", &v);
    int low = 0, mid = 0, high = n - 1;
    while (mid < high) {
        if (a[mid] == 0) std::swap(a[low++], a[mid++]);
        else if (a[mid] == 1) mid++;
        else std::swap(a[mid], a[high--]);
    }
    std::vector<char> out(2 * n);
    for (int i = 0; i < n; i++) { out[2 * i] = char('0' + a[i]); out[2 * i + 1] = ' '; }
    out[2 * n - 1] = '\n';
    fwrite(out.data(), 1, out.size(), stdout);
}
