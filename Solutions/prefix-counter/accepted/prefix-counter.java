// Autocomplete Counter: a trie whose every node counts the learnt words passing through it.
// add walks down the word incrementing counters; count walks down the prefix and reads one
// counter (0 if the path breaks off). O(total length) time.
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        // Nodes in flat arrays: children[node][letter] (0 = none; the root, node 0, is nobody's child).
        int capacity = 500_001 + 1;
        int[][] children = new int[capacity][];
        int[] passing = new int[capacity];
        children[0] = new int[26];
        int nodes = 1;
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            String op = st.nextToken();
            String word = st.nextToken();
            int node = 0;
            if (op.equals("add")) {
                for (int j = 0; j < word.length(); j++) {
                    int c = word.charAt(j) - 'a';
                    if (children[node][c] == 0) {
                        children[nodes] = new int[26];
                        children[node][c] = nodes++;
                    }
                    node = children[node][c];
                    passing[node]++;
                }
            } else {
                for (int j = 0; j < word.length() && node >= 0; j++) {
                    int next = children[node][word.charAt(j) - 'a'];
                    node = next == 0 ? -1 : next;
                }
                out.append(node < 0 ? 0 : passing[node]).append('\n');
            }
        }
        System.out.print(out);
    }
}
