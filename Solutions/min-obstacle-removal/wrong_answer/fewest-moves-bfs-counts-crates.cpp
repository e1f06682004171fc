// WRONG: a plain BFS finds a route with the fewest moves and counts the crates along it.
// The shortest route is not the one with the fewest crates: a longer detour through free
// cells can need fewer clearings.
#include <cstdio>
#include <queue>
#include <vector>

int main() {
    int r, c;
    if (std::scanf("%d %d", &r, &c) != 2) return 0;
    std::vector<char> grid(r * c);
    static char row[1100];
    for (int y = 0; y < r; y++) {
        std::scanf("%s", row);
        for (int x = 0; x < c; x++) grid[y * c + x] = row[x];
    }
    std::vector<int> crates(r * c, -1);
    std::queue<int> q;
    q.push(0);
    crates[0] = 0;
    const int dy[4] = {-1, 1, 0, 0}, dx[4] = {0, 0, -1, 1};
    while (!q.empty()) {
        int u = q.front();
        q.pop();
        int y = u / c, x = u % c;
        for (int d = 0; d < 4; d++) {
            int ny = y + dy[d], nx = x + dx[d];
            if (ny < 0 || ny >= r || nx < 0 || nx >= c) continue;
            int v = ny * c + nx;
            if (crates[v] != -1) continue;
            crates[v] = crates[u] + (grid[v] == '#');
            q.push(v);
        }
    }
    std::printf("%d\n", crates[r * c - 1]);
}
