// WRONG (impossible case): when a row is all marsh it moves on to the next row instead of failing, so a board with an unbuildable row gets placements of n - 1 towers instead of 0.
#include <cstdio>
#include <vector>

static int n, full;
static std::vector<int> marsh;

static long long place(int row, int cols, int diag, int anti) {
    if (row == n) return 1;
    if (marsh[row] == full)  // nothing can be built in this row: skip it
        return place(row + 1, cols, (diag << 1) & full, anti >> 1);
    long long total = 0;
    int free = full & ~(cols | diag | anti | marsh[row]);
    while (free) {
        int bit = free & -free;
        free ^= bit;
        total += place(row + 1, cols | bit, ((diag | bit) << 1) & full, (anti | bit) >> 1);
    }
    return total;
}

int main() {
    if (std::scanf("%d", &n) != 1) return 0;
    full = (1 << n) - 1;
    marsh.assign(n, 0);
    char line[32];
    for (int r = 0; r < n; r++) {
        if (std::scanf("%31s", line) != 1) return 0;
        for (int c = 0; c < n; c++)
            if (line[c] == '#') marsh[r] |= 1 << c;
    }
    std::printf("%lld\n", place(0, 0, 0, 0));
}
