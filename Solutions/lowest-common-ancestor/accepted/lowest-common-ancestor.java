// Nearest Common Manager — binary lifting. up[j][v] is the 2^j-th manager above v (the CEO is
// their own manager); depths come from a breadth-first walk, so a deep chart needs no
// recursion. Per dispute: lift the deeper employee by the depth difference, then jump both
// from the highest level down while they stay apart. O(n log n) preprocessing, O(log n) per
// dispute.
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt(in), q = nextInt(in);
        int[] manager = new int[n];
        int ceo = 0;
        for (int i = 0; i < n; i++) {
            manager[i] = nextInt(in);
            if (manager[i] == -1) ceo = i;
        }

        // Children as linked lists in arrays: first report, next sibling.
        int[] firstReport = new int[n], nextSibling = new int[n];
        Arrays.fill(firstReport, -1);
        for (int i = 0; i < n; i++) {
            if (manager[i] != -1) {
                nextSibling[i] = firstReport[manager[i]];
                firstReport[manager[i]] = i;
            }
        }
        int[] depth = new int[n], order = new int[n];
        int head = 0, tail = 0;
        order[tail++] = ceo;
        while (head < tail) {
            int person = order[head++];
            for (int r = firstReport[person]; r != -1; r = nextSibling[r]) {
                depth[r] = depth[person] + 1;
                order[tail++] = r;
            }
        }

        int levels = 1;
        while ((1 << levels) < n) levels++;
        int[][] up = new int[levels][n];
        for (int v = 0; v < n; v++) up[0][v] = manager[v] == -1 ? v : manager[v];
        for (int j = 1; j < levels; j++)
            for (int v = 0; v < n; v++) up[j][v] = up[j - 1][up[j - 1][v]];

        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            int a = nextInt(in), b = nextInt(in);
            if (depth[a] < depth[b]) { int t = a; a = b; b = t; }
            int diff = depth[a] - depth[b];
            for (int j = 0; diff > 0; j++, diff >>= 1)
                if ((diff & 1) == 1) a = up[j][a];
            if (a != b) {
                for (int j = levels - 1; j >= 0; j--) {
                    if (up[j][a] != up[j][b]) {
                        a = up[j][a];
                        b = up[j][b];
                    }
                }
                a = up[0][a];
            }
            out.append(a).append('\n');
        }
        System.out.print(out);
    }

    // Reads the next whitespace-separated integer.
    static int nextInt(DataInputStream in) throws IOException {
        int c = in.read();
        while (c <= ' ') c = in.read();
        boolean negative = c == '-';
        if (negative) c = in.read();
        int value = 0;
        while (c > ' ') {
            value = value * 10 + (c - '0');
            c = in.read();
        }
        return negative ? -value : value;
    }
}
