// WRONG (boundary check): on the flattened grid the left neighbour checks the column, but the right neighbour only checks cell + 1 < R * C, so mould at the end of a row jumps to the start of the next row.
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
    long long freshLeft = 0;
    for (int i = 0; i < total; i++) {
        if (grid[i] == 'M') frontier.push_back(i);
        if (grid[i] == 'F') freshLeft++;
    }
    int minutes = 0;
    auto infect = [&](int cell) {
        if (grid[cell] == 'F') { grid[cell] = 'M'; next.push_back(cell); }
    };
    while (!frontier.empty() && freshLeft > 0) {
        next.clear();
        for (int cell : frontier) {
            if (cell >= columns) infect(cell - columns);
            if (cell + columns < total) infect(cell + columns);
            if (cell % columns > 0) infect(cell - 1);
            if (cell + 1 < total) infect(cell + 1);
        }
        if (!next.empty()) minutes++;
        freshLeft -= static_cast<long long>(next.size());
        frontier.swap(next);
    }
    std::printf("%d\n", freshLeft == 0 ? minutes : -1);
}
