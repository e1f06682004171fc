// Counting Islands, function mode (C++): union-find over the land cells, joining each cell
// with its right and lower neighbours; islands = land cells minus successful unions.
class Solution {
    vector<int> parent;

    int find(int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }

public:
    int numIslands(vector<vector<char>>& grid) {
        int rows = grid.size(), columns = grid[0].size();
        parent.resize(rows * columns);
        iota(parent.begin(), parent.end(), 0);
        int islands = 0;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                if (grid[r][c] != '1') continue;
                islands++;
                int here = r * columns + c;
                if (r > 0 && grid[r - 1][c] == '1') {
                    int a = find(here), b = find(here - columns);
                    if (a != b) { parent[a] = b; islands--; }
                }
                if (c > 0 && grid[r][c - 1] == '1') {
                    int a = find(here), b = find(here - 1);
                    if (a != b) { parent[a] = b; islands--; }
                }
            }
        }
        return islands;
    }
};
