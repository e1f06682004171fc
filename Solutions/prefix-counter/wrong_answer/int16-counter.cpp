// Wrong: to keep the 26-child trie nodes small, the per-node word counter is an unsigned short;
// it wraps past 65535 copies, so a popular prefix reports its count modulo 65536.
#include <cstdio>
#include <cstring>
#include <vector>

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    std::vector<int> nxt(26, 0);
    std::vector<unsigned short> cnt(1, 0);
    static char op[8], w[500005];
    std::vector<int> out;
    for (int i = 0; i < q; i++) {
        scanf("%7s %500001s", op, w);
        int node = 0;
        if (op[0] == 'a') {
            for (char* c = w; *c; c++) {
                int slot = node * 26 + (*c - 'a');
                if (!nxt[slot]) {
                    nxt[slot] = (int)cnt.size();
                    cnt.push_back(0);
                    nxt.resize(nxt.size() + 26, 0);
                }
                node = nxt[slot];
                cnt[node]++;
            }
        } else {
            for (char* c = w; *c && node >= 0; c++) {
                node = nxt[node * 26 + (*c - 'a')];
                if (!node) node = -1;
            }
            out.push_back(node < 0 ? 0 : cnt[node]);
        }
    }
    for (int x : out) printf("%d\n", x);
    return 0;
}
