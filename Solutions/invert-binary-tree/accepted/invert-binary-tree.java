// Invert a Binary Tree: mirroring exchanges the two children of every node, so swap them at
// all nodes (the order does not matter, here by index, so no recursion on a deep chain), then
// write the tree with a breadth-first walk. O(n) time and memory.
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt(in);
        long[] value = new long[n];
        int[] left = new int[n], right = new int[n];
        for (int i = 0; i < n; i++) {
            value[i] = nextInt(in);
            left[i] = nextInt(in);
            right[i] = nextInt(in);
        }
        if (n == 0) {
            System.out.println();
            return;
        }
        for (int v = 0; v < n; v++) {
            int t = left[v];
            left[v] = right[v];
            right[v] = t;
        }

        List<String> tokens = new ArrayList<>();
        tokens.add(Long.toString(value[0]));
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(0);
        while (!queue.isEmpty()) {
            int v = queue.poll();
            for (int child : new int[] {left[v], right[v]}) {
                if (child == -1) {
                    tokens.add("null");
                } else {
                    tokens.add(Long.toString(value[child]));
                    queue.add(child);
                }
            }
        }
        while (tokens.get(tokens.size() - 1).equals("null")) tokens.remove(tokens.size() - 1);
        System.out.println(String.join(" ", tokens));
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
