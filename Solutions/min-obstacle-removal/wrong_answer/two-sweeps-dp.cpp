// WRONG: dynamic programming in two sweeps -- down-and-right from the top-left corner, then
// up-and-left back over the grid -- instead of a shortest-path search. Routes that turn back
// more than once (winding corridors) are never found.
#include <algorithm>
#include <cstdio>
#include <vector>

int main() {
    int r, c;
    if (std::scanf("%d %d", &r, &c) != 2) return 0;
    std::vector<std::vector<int>> cost(r, std::vector<int>(c));
    static char row[1100];
    for (int y = 0; y < r; y++) {
        std::scanf("%s", row);
        for (int x = 0; x < c; x++) cost[y][x] = row[x] == '#';
    }
    const int INF = 1 << 29;
    std::vector<std::vector<int>> d(r, std::vector<int>(c, INF));
    d[0][0] = 0;
    for (int y = 0; y < r; y++)
        for (int x = 0; x < c; x++) {
            if (y > 0) d[y][x] = std::min(d[y][x], d[y - 1][x] + cost[y][x]);
            if (x > 0) d[y][x] = std::min(d[y][x], d[y][x - 1] + cost[y][x]);
        }
    for (int y = r - 1; y >= 0; y--)
        for (int x = c - 1; x >= 0; x--) {
            if (y + 1 < r) d[y][x] = std::min(d[y][x], d[y + 1][x] + cost[y][x]);
            if (x + 1 < c) d[y][x] = std::min(d[y][x], d[y][x + 1] + cost[y][x]);
        }
    for (int y = 0; y < r; y++)
        for (int x = 0; x < c; x++) {
            if (y > 0) d[y][x] = std::min(d[y][x], d[y - 1][x] + cost[y][x]);
            if (x > 0) d[y][x] = std::min(d[y][x], d[y][x - 1] + cost[y][x]);
        }
    std::printf("%d\n", d[r - 1][c - 1]);
}
