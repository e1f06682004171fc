// WRONG (union-find): the union re-points the cell itself at the other root instead of the
// cell's root, so when a cell touches two islands (above and to the left) the first island
// is cut loose again while the count still drops by one for each join.
#include <bits/stdc++.h>
using namespace std;

vector<int> parent;

int find(int x) {
    while (parent[x] != x) x = parent[x];
    return x;
}

int main() {
    int rows, columns;
    scanf("%d %d", &rows, &columns);
    vector<string> grid(rows);
    static char line[1024];
    for (int r = 0; r < rows; r++) {
        scanf("%s", line);
        grid[r] = line;
    }
    parent.resize(rows * columns);
    iota(parent.begin(), parent.end(), 0);
    int islands = 0;
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c < columns; c++) {
            if (grid[r][c] != '#') continue;
            islands++;
            int here = r * columns + c;
            int neighbours[2] = {r > 0 && grid[r - 1][c] == '#' ? here - columns : -1,
                                 c > 0 && grid[r][c - 1] == '#' ? here - 1 : -1};
            for (int other : neighbours) {
                if (other < 0) continue;
                int root = find(other);
                if (find(here) != root) {
                    parent[here] = root;
                    islands--;
                }
            }
        }
    }
    printf("%d\n", islands);
}
