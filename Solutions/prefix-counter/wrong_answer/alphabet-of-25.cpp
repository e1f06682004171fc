// Wrong: off by one in the alphabet -- the child table has 25 slots per node, so a 'z' child
// (index 25) lands in the next node's 'a' slot; tries mixing 'z' and 'a' get tangled.
#include <cstdio>

const int MAXNODES = 500005;
int nxt[MAXNODES + 1][25];
int cnt[MAXNODES + 1];
char op[8], w[500005];
int out[200005];

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    int nodes = 1, outs = 0;
    for (int i = 0; i < q; i++) {
        scanf("%7s %500001s", op, w);
        int node = 0;
        if (op[0] == 'a') {
            for (char* c = w; *c; c++) {
                int& child = nxt[node][*c - 'a'];
                if (!child) child = nodes++;
                node = child;
                cnt[node]++;
            }
        } else {
            bool found = true;
            for (char* c = w; *c; c++) {
                node = nxt[node][*c - 'a'];
                if (!node) { found = false; break; }
            }
            out[outs++] = found ? cnt[node] : 0;
        }
    }
    for (int i = 0; i < outs; i++) printf("%d\n", out[i]);
    return 0;
}
