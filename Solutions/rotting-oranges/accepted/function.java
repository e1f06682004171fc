// Spreading Mould, function mode (Java): multi-source breadth-first search over cell indices
// in a plain int array used as the queue; the minute a crate turns is stored per cell.
class Solution {
    public int orangesRotting(int[][] grid) {
        int rows = grid.length, columns = grid[0].length;
        int[] queue = new int[rows * columns];
        int[] minute = new int[rows * columns];
        int head = 0, tail = 0, fresh = 0;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                if (grid[r][c] == 2) queue[tail++] = r * columns + c;
                else if (grid[r][c] == 1) fresh++;
            }
        }
        int last = 0;
        int[] dr = {-1, 1, 0, 0};
        int[] dc = {0, 0, -1, 1};
        while (head < tail) {
            int cell = queue[head++];
            int r = cell / columns, c = cell % columns;
            for (int d = 0; d < 4; d++) {
                int nr = r + dr[d], nc = c + dc[d];
                if (nr < 0 || nr >= rows || nc < 0 || nc >= columns || grid[nr][nc] != 1) continue;
                grid[nr][nc] = 2;
                fresh--;
                int next = nr * columns + nc;
                minute[next] = minute[cell] + 1;
                last = Math.max(last, minute[next]);
                queue[tail++] = next;
            }
        }
        return fresh == 0 ? last : -1;
    }
}
