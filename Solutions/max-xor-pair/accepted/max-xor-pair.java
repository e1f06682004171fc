// Most Different Pair — binary trie over the 30 bits, highest bit first. Each number first
// walks the trie greedily towards the opposite bit at every level (that XOR bit becomes 1),
// then is inserted, so every pair of positions is tried once. O(30 n) time and memory.
import java.io.*;
import java.util.*;

class Main {
    static final int BITS = 30;
    // child[bit][node] is the node's child on that bit, 0 meaning absent (the root, node 0, is
    // never a child).
    static int[][] child;
    static int nodeCount = 1;

    static void insert(int x) {
        int node = 0;
        for (int b = BITS - 1; b >= 0; b--) {
            int bit = (x >> b) & 1;
            if (child[bit][node] == 0) child[bit][node] = nodeCount++;
            node = child[bit][node];
        }
    }

    static int bestXor(int x) {
        int node = 0, result = 0;
        for (int b = BITS - 1; b >= 0; b--) {
            int bit = (x >> b) & 1;
            if (child[bit ^ 1][node] != 0) {
                result |= 1 << b;
                node = child[bit ^ 1][node];
            } else {
                node = child[bit][node];
            }
        }
        return result;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt(in);
        child = new int[2][n * BITS + 1];
        insert(nextInt(in));
        int best = 0;
        for (int i = 1; i < n; i++) {
            int x = nextInt(in);
            best = Math.max(best, bestXor(x));
            insert(x);
        }
        System.out.println(best);
    }

    // Reads the next whitespace-separated non-negative integer.
    static int nextInt(DataInputStream in) throws IOException {
        int c = in.read();
        while (c <= ' ') c = in.read();
        int value = 0;
        while (c > ' ') {
            value = value * 10 + (c - '0');
            c = in.read();
        }
        return value;
    }
}
