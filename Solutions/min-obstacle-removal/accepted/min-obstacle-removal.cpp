// Minimum Obstacle Removal: 0-1 BFS with a deque. Stepping into a free cell costs 0 and into
// a blocked cell costs 1; a neighbour improved by a 0-move goes to the front of the deque, one
// improved by a 1-move to the back, so cells leave the deque in order of cost. Each cell is
// settled once: O(r * c) time and memory.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int rows, cols;
    cin >> rows >> cols;
    vector<string> grid(rows);
    for (auto& line : grid) cin >> line;

    vector<vector<int>> dist(rows, vector<int>(cols, INT_MAX));
    deque<pair<int, int>> dq;
    dist[0][0] = 0;
    dq.push_back({0, 0});
    const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
    while (!dq.empty()) {
        auto [r, c] = dq.front();
        dq.pop_front();
        for (int k = 0; k < 4; k++) {
            int nr = r + dr[k], nc = c + dc[k];
            if (nr < 0 || nr >= rows || nc < 0 || nc >= cols) continue;
            int w = grid[nr][nc] == '#' ? 1 : 0;
            if (dist[r][c] + w < dist[nr][nc]) {
                dist[nr][nc] = dist[r][c] + w;
                if (w == 0) dq.push_front({nr, nc});
                else dq.push_back({nr, nc});
            }
        }
    }
    cout << dist[rows - 1][cols - 1] << '\n';
}
