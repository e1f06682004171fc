// WRONG (symmetry assumed with marsh): counts placements with the first tower in the left half, doubles them and adds the middle column's for odd n, which is right for an open board; but a marsh that is not mirrored left-right breaks the symmetry, and it is used on every board.
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
        for (int c = 0; c < n; c++)
            if (line[c] == '#') marsh[r] |= 1 << c;
    }
    // The board is symmetric under the left-right mirror: count the left half, double it,
    // and count the middle column once.
    auto first = [](int c) {
        int bit = 1 << c;
        if (marsh[0] & bit) return 0LL;
        return place(1, bit, (bit << 1) & full, bit >> 1);
    };
    long long half = 0;
    for (int c = 0; c < n / 2; c++) half += first(c);
    long long total = 2 * half;
    if (n % 2 == 1) total += first(n / 2);
    std::printf("%lld\n", total);
}
