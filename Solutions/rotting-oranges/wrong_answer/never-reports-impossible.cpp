// WRONG (disconnected case forgotten): prints the last minute in which a crate turned, without checking whether fresh crates are left that the mould can never reach (should be -1).
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
    std::vector<int> frontier, next;
    for (int i = 0; i < total; i++)
        if (grid[i] == 'M') frontier.push_back(i);
    int minutes = 0;
    auto infect = [&](int cell) {
        if (grid[cell] == 'F') { grid[cell] = 'M'; next.push_back(cell); }
    };
    while (!frontier.empty()) {
        next.clear();
        for (int cell : frontier) {
            int column = cell % columns;
            if (cell >= columns) infect(cell - columns);
            if (cell + columns < total) infect(cell + columns);
            if (column > 0) infect(cell - 1);
            if (column < columns - 1) infect(cell + 1);
        }
        if (!next.empty()) minutes++;
        frontier.swap(next);
    }
    std::printf("%d\n", minutes);
}
