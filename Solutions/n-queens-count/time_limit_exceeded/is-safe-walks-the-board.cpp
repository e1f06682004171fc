// Correct but slow: the textbook row-by-row backtracking on a 2D board, where isSafe walks up the column and both diagonals cell by cell (O(n) per check, three walks) instead of testing column/diagonal bit masks; many times the work of the bit-mask search on 14 x 14 boards.
#include <cstdio>
#include <vector>

static int n;
static std::vector<std::vector<char>> marsh, tower;

static bool isSafe(int row, int col) {
    for (int r = row - 1; r >= 0; r--)
        if (tower[r][col]) return false;
    for (int r = row - 1, c = col - 1; r >= 0 && c >= 0; r--, c--)
        if (tower[r][c]) return false;
    for (int r = row - 1, c = col + 1; r >= 0 && c < n; r--, c++)
        if (tower[r][c]) return false;
    return true;
}

static long long place(int row) {
    if (row == n) return 1;
    long long total = 0;
    for (int col = 0; col < n; col++) {
        if (marsh[row][col] || !isSafe(row, col)) continue;
        tower[row][col] = 1;
        total += place(row + 1);
        tower[row][col] = 0;
    }
    return total;
}

int main() {
    if (std::scanf("%d", &n) != 1) return 0;
    marsh.assign(n, std::vector<char>(n, 0));
    tower.assign(n, std::vector<char>(n, 0));
    char line[32];
    for (int r = 0; r < n; r++) {
        if (std::scanf("%31s", line) != 1) return 0;
        for (int c = 0; c < n; c++) marsh[r][c] = line[c] == '#';
    }
    std::printf("%lld\n", place(0));
}
