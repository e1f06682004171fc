// Power Grid Budget: Kruskal's algorithm. Sort the lines by cost and build a line exactly when
// it joins two different groups of a union-find structure (path halving, union by size).
// O(m log m) time, O(n + m) memory; the total needs 64 bits.
import java.io.*;
import java.util.*;

class Main {
    static int[] parent, size;

    static int find(int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt(in), m = nextInt(in);
        int[][] lines = new int[m][]; // u, v, cost
        for (int i = 0; i < m; i++) lines[i] = new int[] {nextInt(in), nextInt(in), nextInt(in)};
        Arrays.sort(lines, (a, b) -> Integer.compare(a[2], b[2]));

        parent = new int[n + 1];
        size = new int[n + 1];
        for (int i = 0; i <= n; i++) {
            parent[i] = i;
            size[i] = 1;
        }
        long total = 0;
        int built = 0;
        for (int[] line : lines) {
            int a = find(line[0]), b = find(line[1]);
            if (a == b) continue;
            if (size[a] < size[b]) {
                int t = a;
                a = b;
                b = t;
            }
            parent[b] = a;
            size[a] += size[b];
            total += line[2];
            built++;
        }
        System.out.println(built == n - 1 ? Long.toString(total) : "IMPOSSIBLE");
    }

    // Reads the next (possibly negative) integer, skipping whitespace.
    static int nextInt(DataInputStream in) throws IOException {
        int c = in.read();
        while (c <= ' ') c = in.read();
        boolean negative = c == '-';
        if (negative) c = in.read();
        int x = 0;
        while (c >= '0' && c <= '9') {
            x = x * 10 + (c - '0');
            c = in.read();
        }
        return negative ? -x : x;
    }
}
