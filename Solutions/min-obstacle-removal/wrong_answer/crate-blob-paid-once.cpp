// WRONG: a move costs 1 only when it steps from a free cell onto a crate, so walking on from
// one crate to an adjacent crate is free: a whole blob of touching crates is paid for once.
// Every blocked cell crossed has to be cleared.
#include <cstdio>
#include <deque>
#include <vector>

int main() {
    int r, c;
    if (std::scanf("%d %d", &r, &c) != 2) return 0;
    int n = r * c;
    std::vector<char> grid(n);
    static char row[1100];
    for (int y = 0; y < r; y++) {
        std::scanf("%s", row);
        for (int x = 0; x < c; x++) grid[y * c + x] = row[x];
    }
    std::vector<int> dist(n, 1 << 30);
    std::deque<int> dq;
    dist[0] = 0;
    dq.push_back(0);
    while (!dq.empty()) {
        int u = dq.front();
        dq.pop_front();
        int y = u / c, x = u % c;
        const int dy[4] = {-1, 1, 0, 0}, dx[4] = {0, 0, -1, 1};
        for (int d = 0; d < 4; d++) {
            int ny = y + dy[d], nx = x + dx[d];
            if (ny < 0 || ny >= r || nx < 0 || nx >= c) continue;
            int v = ny * c + nx;
            int w = grid[v] == '#' && grid[u] != '#';
            if (dist[u] + w < dist[v]) {
                dist[v] = dist[u] + w;
                if (w) dq.push_back(v); else dq.push_front(v);
            }
        }
    }
    std::printf("%d\n", dist[n - 1]);
}
