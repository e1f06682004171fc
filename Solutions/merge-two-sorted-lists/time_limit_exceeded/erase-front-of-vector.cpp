// TIME LIMIT: correct, but the lanes are kept in vectors and each step erases the taken
// front (v.erase(v.begin())), as one would pop the head of a linked list. Every erase shifts
// the whole rest of the vector, so the merge is O((n + m)^2) instead of O(n + m).
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
    std::vector<long long> out;
    while (!a.empty() || !b.empty()) {
        if (b.empty() || (!a.empty() && a.front() <= b.front())) {
            out.push_back(a.front());
            a.erase(a.begin());
        } else {
            out.push_back(b.front());
            b.erase(b.begin());
        }
    }
    std::string s;
    for (size_t t = 0; t < out.size(); t++) {
        if (t) s += ' ';
        s += std::to_string(out[t]);
    }
    std::puts(s.c_str());
}
