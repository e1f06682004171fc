// WRONG (symmetry on odd boards): without marsh it counts placements with the first tower in the left half and doubles them, but takes the left half as the first (n + 1) / 2 columns, so for odd n the middle column is counted twice.
#include <cstdio>
#include <vector>

static int n, full;
static std::vector<int> marsh;

static long long place(int row, int cols, int diag, int anti) {
    if (row == n) return 1;
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
    bool anyMarsh = false;
    char line[32];
    for (int r = 0; r < n; r++) {
        if (std::scanf("%31s", line) != 1) return 0;
        for (int c = 0; c < n; c++)
            if (line[c] == '#') { marsh[r] |= 1 << c; anyMarsh = true; }
    }
    if (anyMarsh) {  // marsh breaks the mirror symmetry: count everything
        std::printf("%lld\n", place(0, 0, 0, 0));
        return 0;
    }
    // An open board is symmetric under the left-right mirror: count half, double it.
    long long half = 0;
    for (int c = 0; c < (n + 1) / 2; c++) {
        int bit = 1 << c;
        half += place(1, bit, (bit << 1) & full, bit >> 1);
    }
    std::printf("%lld\n", 2 * half);
}
