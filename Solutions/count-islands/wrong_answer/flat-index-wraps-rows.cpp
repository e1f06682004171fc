// WRONG (boundary): cells are numbered row * C + column and the left/right steps only check
// that the index stays inside the grid, so the last cell of a row "touches" the first cell of
// the next row and two islands on opposite edges merge.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int rows, columns;
    scanf("%d %d", &rows, &columns);
    int total = rows * columns;
    vector<char> land(total);
    static char line[1024];
    for (int r = 0; r < rows; r++) {
        scanf("%s", line);
        for (int c = 0; c < columns; c++) land[r * columns + c] = line[c] == '#';
    }
    int islands = 0;
    vector<int> stack;
    for (int start = 0; start < total; start++) {
        if (!land[start]) continue;
        islands++;
        land[start] = 0;
        stack.push_back(start);
        while (!stack.empty()) {
            int v = stack.back();
            stack.pop_back();
            int next[4] = {v - columns, v + columns, v - 1, v + 1};
            for (int w : next) {
                if (w >= 0 && w < total && land[w]) {
                    land[w] = 0;
                    stack.push_back(w);
                }
            }
        }
    }
    printf("%d\n", islands);
}
