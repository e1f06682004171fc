// Correct but slow: for every slot, scans all slots for the one that points to it (its new
// next). O(n^2) instead of one O(n) walk turning the pointers around.
#include <cstdio>
#include <vector>

int main() {
    int n, head;
    if (scanf("%d %d", &n, &head) != 2) return 0;
    std::vector<int> nxt(n);
    for (int i = 0; i < n; i++) { int song; scanf("%d %d", &song, &nxt[i]); }
    int newHead = -1;
    std::vector<int> before(n, -1);
    for (int i = 0; i < n; i++) {
        if (nxt[i] == -1) newHead = i;
        for (int j = 0; j < n; j++)
            if (nxt[j] == i) { before[i] = j; break; }
    }
    printf("%d\n", newHead);
    for (int i = 0; i < n; i++) printf(i ? " %d" : "%d", before[i]);
    printf("\n");
    return 0;
}
