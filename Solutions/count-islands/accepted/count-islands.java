// Counting Islands — scan the grid, flood-fill each new island with an explicit stack.
//
// Every land cell not yet visited starts a new island; the fill turns its cells into water as
// they are pushed, so each cell is pushed at most once. An explicit stack of cell indices
// (row * C + column) instead of recursion, since one winding island can cover half a million
// cells. O(R * C) time and memory.
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer header = new StringTokenizer(in.readLine());
        int rows = Integer.parseInt(header.nextToken());
        int columns = Integer.parseInt(header.nextToken());
        boolean[] land = new boolean[rows * columns];
        for (int r = 0; r < rows; r++) {
            String line = in.readLine().trim();
            for (int c = 0; c < columns; c++) land[r * columns + c] = line.charAt(c) == '#';
        }

        int total = rows * columns;
        int[] stack = new int[total];
        int islands = 0;
        for (int start = 0; start < total; start++) {
            if (!land[start]) continue;
            islands++;
            land[start] = false;
            int size = 0;
            stack[size++] = start;
            while (size > 0) {
                int cell = stack[--size];
                int column = cell % columns;
                int[] neighbours = {
                    cell >= columns ? cell - columns : -1,        // up
                    cell + columns < total ? cell + columns : -1, // down
                    column > 0 ? cell - 1 : -1,                   // left
                    column < columns - 1 ? cell + 1 : -1,         // right
                };
                for (int next : neighbours) {
                    if (next >= 0 && land[next]) {
                        land[next] = false;
                        stack[size++] = next;
                    }
                }
            }
        }
        System.out.println(islands);
    }
}
