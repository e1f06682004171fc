// Robot in the Orchard — counting right/down routes with a rolling DP row.
//
// routes[i][j] = routes[i-1][j] + routes[i][j-1] for an open cell, 0 for a tree. Sweeping
// row by row, row[j] still holds the value from the row above and fromLeft the value just
// computed to its left. O(r * c) time, O(c) memory.
import java.io.*;
import java.util.*;

class Main {
    static final int MOD = 1_000_000_007;

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer header = new StringTokenizer(in.readLine());
        int rows = Integer.parseInt(header.nextToken());
        int cols = Integer.parseInt(header.nextToken());

        int[] row = new int[cols];
        row[0] = 1; // one way to "arrive" at the start, unless it holds a tree
        for (int i = 0; i < rows; i++) {
            String line = in.readLine().trim();
            int fromLeft = 0;
            for (int j = 0; j < cols; j++) {
                fromLeft = line.charAt(j) == '#' ? 0 : (fromLeft + row[j]) % MOD;
                row[j] = fromLeft;
            }
        }
        System.out.println(row[cols - 1]);
    }
}
