// Wrong: counts prefixes in a hash map keyed by a polynomial hash taken modulo 2^64 (natural
// unsigned overflow) instead of the prefix itself; two different prefixes can share a hash
// (Thue-Morse strings do, for every base), and then their counts are merged.
#include <cstdio>
#include <unordered_map>

static char op[8], w[500005];

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    std::unordered_map<unsigned long long, int> prefixes;
    prefixes.reserve(1 << 20);
    const unsigned long long B = 131;
    for (int i = 0; i < q; i++) {
        scanf("%7s %500001s", op, w);
        unsigned long long h = 0;
        if (op[0] == 'a') {
            for (char* c = w; *c; c++) {
                h = h * B + (unsigned long long)(*c - 'a' + 1);
                prefixes[h]++;
            }
        } else {
            for (char* c = w; *c; c++) h = h * B + (unsigned long long)(*c - 'a' + 1);
            auto it = prefixes.find(h);
            printf("%d\n", it == prefixes.end() ? 0 : it->second);
        }
    }
    return 0;
}
