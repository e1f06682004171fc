// WRONG: 0-1 BFS on the grid flattened to one array, with neighbours u - c, u + c, u - 1,
// u + 1 checked only against 0 <= v < r * c. Stepping left from the first column or right
// from the last one wraps to the other end of the neighbouring row: a move the robot can't make.
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
        const int next[4] = {u - c, u + c, u - 1, u + 1};
        for (int v : next) {
            if (v < 0 || v >= n) continue;
            int w = grid[v] == '#';
            if (dist[u] + w < dist[v]) {
                dist[v] = dist[u] + w;
                if (w) dq.push_back(v); else dq.push_front(v);
            }
        }
    }
    std::printf("%d\n", dist[n - 1]);
}
