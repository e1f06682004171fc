// Watchtowers on the Marsh (N-queens counting with blocked cells): row-by-row backtracking
// with bit masks for the used columns and both diagonal directions. The free plots of a row
// are the complement of the three masks and the row's marsh, tried lowest bit first.
import java.io.*;

class Main {
    static int n, full;
    static int[] marsh;

    static long place(int row, int cols, int diag, int anti) {
        if (row == n) return 1;
        long total = 0;
        int free = full & ~(cols | diag | anti | marsh[row]);
        while (free != 0) {
            int bit = free & -free;
            free ^= bit;
            total += place(row + 1, cols | bit, ((diag | bit) << 1) & full, (anti | bit) >> 1);
        }
        return total;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        n = Integer.parseInt(in.readLine().trim());
        full = (1 << n) - 1;
        marsh = new int[n];
        for (int r = 0; r < n; r++) {
            String line = in.readLine().trim();
            for (int c = 0; c < n; c++)
                if (line.charAt(c) == '#') marsh[r] |= 1 << c;
        }
        System.out.println(place(0, 0, 0, 0));
    }
}
