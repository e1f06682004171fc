// WRONG (off-by-one while reading the board): the marsh loop stops at column n - 2, so marsh in the last column is treated as buildable.
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
    char line[32];
    for (int r = 0; r < n; r++) {
        if (std::scanf("%31s", line) != 1) return 0;
        for (int c = 0; c < n - 1; c++)
            if (line[c] == '#') marsh[r] |= 1 << c;
    }
    std::printf("%lld\n", place(0, 0, 0, 0));
}
