// WRONG (cycles): union-find over the land cells, counting islands as land cells minus joins,
// but every pair of touching land cells is counted as a join, even when the two cells are
// already in the same island -- any ring of land (a 2x2 block) makes the count too small.
#include <bits/stdc++.h>
using namespace std;

vector<int> parent;

int find(int x) {
    while (parent[x] != x) {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    return x;
}

void unite(int a, int b) { parent[find(a)] = find(b); }

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
    long long islands = 0;
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c < columns; c++) {
            if (grid[r][c] != '#') continue;
            islands++;
            int here = r * columns + c;
            if (r > 0 && grid[r - 1][c] == '#') { unite(here, here - columns); islands--; }
            if (c > 0 && grid[r][c - 1] == '#') { unite(here, here - 1); islands--; }
        }
    }
    printf("%lld\n", islands);
}
