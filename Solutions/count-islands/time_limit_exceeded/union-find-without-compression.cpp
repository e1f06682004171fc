// SLOW: union-find without path compression or union by size. Each new land cell becomes the
// root of the island it joins, so on one long island the trees degenerate into a chain and
// every find walks it: O((R * C)^2) in the worst case instead of about O(R * C). Correct.
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
            if (r > 0 && grid[r - 1][c] == '#') {
                int a = find(here - columns), b = find(here);
                if (a != b) { parent[a] = b; islands--; }
            }
            if (c > 0 && grid[r][c - 1] == '#') {
                int a = find(here - 1), b = find(here);
                if (a != b) { parent[a] = b; islands--; }
            }
        }
    }
    printf("%d\n", islands);
}
