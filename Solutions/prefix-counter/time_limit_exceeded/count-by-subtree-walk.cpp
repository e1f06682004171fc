// Correct but slow: the trie only marks how many copies of a word END at each node, and count
// walks the whole subtree under the prefix adding those marks up -- O(subtree) per query
// instead of one stored counter per node. A big trie asked about short prefixes times out.
#include <cstdio>
#include <vector>

static char op[8], w[500005];

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    std::vector<int> nxt(26, 0), ends(1, 0), stack;
    for (int i = 0; i < q; i++) {
        scanf("%7s %500001s", op, w);
        int node = 0;
        if (op[0] == 'a') {
            for (char* c = w; *c; c++) {
                int slot = node * 26 + (*c - 'a');
                if (!nxt[slot]) {
                    nxt[slot] = (int)ends.size();
                    ends.push_back(0);
                    nxt.resize(nxt.size() + 26, 0);
                }
                node = nxt[slot];
            }
            ends[node]++;
        } else {
            for (char* c = w; *c && node >= 0; c++) {
                node = nxt[node * 26 + (*c - 'a')];
                if (!node) node = -1;
            }
            long long total = 0;
            if (node > 0) {
                stack.assign(1, node);
                while (!stack.empty()) {
                    int v = stack.back();
                    stack.pop_back();
                    total += ends[v];
                    for (int k = 0; k < 26; k++)
                        if (nxt[v * 26 + k]) stack.push_back(nxt[v * 26 + k]);
                }
            }
            printf("%lld\n", total);
        }
    }
    return 0;
}
