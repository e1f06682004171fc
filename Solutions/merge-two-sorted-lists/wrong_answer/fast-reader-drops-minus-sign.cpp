// WRONG: a hand-written getchar() reader skips everything that is not a digit -- including
// the minus sign, so negative timestamps are read as positive ones.
#include <cstdio>
#include <string>
#include <vector>

static long long readInt() {
    int c = std::getchar();
    while (c != EOF && (c < '0' || c > '9')) c = std::getchar();
    long long v = 0;
    while (c >= '0' && c <= '9') { v = v * 10 + (c - '0'); c = std::getchar(); }
    return v;
}

int main() {
    int n = (int)readInt();
    std::vector<long long> a(n);
    for (auto& x : a) x = readInt();
    int m = (int)readInt();
    std::vector<long long> b(m);
    for (auto& x : b) x = readInt();
    std::vector<long long> out;
    out.reserve(n + m);
    int i = 0, j = 0;
    while (i < n && j < m) out.push_back(a[i] <= b[j] ? a[i++] : b[j++]);
    while (i < n) out.push_back(a[i++]);
    while (j < m) out.push_back(b[j++]);
    std::string s;
    for (size_t k = 0; k < out.size(); k++) {
        if (k) s += ' ';
        s += std::to_string(out[k]);
    }
    std::puts(s.c_str());
}
