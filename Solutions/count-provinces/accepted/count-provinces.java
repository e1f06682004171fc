// Count the Provinces — union-find with path halving and union by size.
//
// Start with n provinces; every road whose two villages have different roots merges those
// groups and removes one province. About O((n + m) * alpha(n)) time, O(n) memory.
import java.io.*;

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
        parent = new int[n + 1];
        size = new int[n + 1];
        for (int i = 0; i <= n; i++) {
            parent[i] = i;
            size[i] = 1;
        }
        int provinces = n;
        for (int i = 0; i < m; i++) {
            int a = find(nextInt(in)), b = find(nextInt(in));
            if (a == b) continue;
            if (size[a] > size[b]) {
                int t = a;
                a = b;
                b = t;
            }
            parent[a] = b; // the smaller group goes under the larger
            size[b] += size[a];
            provinces--;
        }
        System.out.println(provinces);
    }

    private static int nextInt(DataInputStream in) throws IOException {
        int b = in.read();
        while (b != '-' && (b < '0' || b > '9')) b = in.read();
        boolean negative = b == '-';
        if (negative) b = in.read();
        int value = 0;
        while (b >= '0' && b <= '9') {
            value = value * 10 + (b - '0');
            b = in.read();
        }
        return negative ? -value : value;
    }
}
