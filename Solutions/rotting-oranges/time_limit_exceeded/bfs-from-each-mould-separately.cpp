// Correct but O(M * R * C): runs a separate BFS from every mouldy crate and keeps each crate's smallest distance, instead of one BFS that starts from all of them at once. Fine with a few mouldy crates, too slow with thousands on a full warehouse.
#include <algorithm>
#include <climits>
#include <cstdio>
#include <string>
#include <vector>

int main() {
    int rows, columns;
    if (std::scanf("%d %d", &rows, &columns) != 2) return 0;
    std::string grid;
    std::vector<char> line(columns + 1);
    for (int r = 0; r < rows; r++) {
        if (std::scanf("%s", line.data()) != 1) return 0;
        grid.append(line.data(), columns);
    }
    const int total = rows * columns;
    std::vector<int> best(total, INT_MAX), dist(total), queue;
    queue.reserve(total);
    for (int source = 0; source < total; source++) {
        if (grid[source] != 'M') continue;
        std::fill(dist.begin(), dist.end(), -1);
        queue.clear();
        dist[source] = 0;
        queue.push_back(source);
        for (size_t head = 0; head < queue.size(); head++) {
            int cell = queue[head];
            best[cell] = std::min(best[cell], dist[cell]);
            int column = cell % columns;
            int around[4] = {cell >= columns ? cell - columns : -1,
                             cell + columns < total ? cell + columns : -1,
                             column > 0 ? cell - 1 : -1,
                             column < columns - 1 ? cell + 1 : -1};
            for (int next : around)
                if (next >= 0 && grid[next] == 'F' && dist[next] < 0) {
                    dist[next] = dist[cell] + 1;
                    queue.push_back(next);
                }
        }
    }
    int minutes = 0;
    for (int i = 0; i < total; i++) {
        if (grid[i] != 'F') continue;
        if (best[i] == INT_MAX) { std::printf("-1\n"); return 0; }
        minutes = std::max(minutes, best[i]);
    }
    std::printf("%d\n", minutes);
}
