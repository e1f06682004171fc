// WRONG (sentinel a real value can equal): dist 0 marks "not reached yet", but mouldy crates start at distance 0 too, so one mouldy crate "reaches" its mouldy neighbour at minute 1; with no fresh crate left to turn the answer comes out 1 instead of 0.
#include <algorithm>
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
    std::vector<int> dist(total, 0), queue;
    queue.reserve(total);
    for (int i = 0; i < total; i++)
        if (grid[i] == 'M') queue.push_back(i);
    auto reach = [&](int from, int cell) {
        if (grid[cell] != '.' && dist[cell] == 0) {
            dist[cell] = dist[from] + 1;
            queue.push_back(cell);
        }
    };
    for (size_t head = 0; head < queue.size(); head++) {
        int cell = queue[head];
        int column = cell % columns;
        if (cell >= columns) reach(cell, cell - columns);
        if (cell + columns < total) reach(cell, cell + columns);
        if (column > 0) reach(cell, cell - 1);
        if (column < columns - 1) reach(cell, cell + 1);
    }
    int minutes = 0;
    for (int i = 0; i < total; i++) {
        if (grid[i] == 'F' && dist[i] == 0) { std::printf("-1\n"); return 0; }
        minutes = std::max(minutes, dist[i]);
    }
    std::printf("%d\n", minutes);
}
