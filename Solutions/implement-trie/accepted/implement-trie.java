// Implement a Trie: each node has an array of 26 children and a flag for "a word ends here".
// insert walks down creating missing nodes, search walks down and reads the flag, startsWith
// only needs the walk to succeed. O(total length) time and memory.
import java.io.*;
import java.util.*;

class Main {
    static class Node {
        Node[] child = new Node[26];
        boolean isWord;
    }

    static Node root = new Node();

    // The node reached by walking down `word`, or null when the walk falls off the trie.
    static Node walk(String word) {
        Node node = root;
        for (int i = 0; i < word.length() && node != null; i++) {
            node = node.child[word.charAt(i) - 'a'];
        }
        return node;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            String op = st.nextToken();
            String word = st.nextToken();
            if (op.equals("insert")) {
                Node node = root;
                for (int j = 0; j < word.length(); j++) {
                    int c = word.charAt(j) - 'a';
                    if (node.child[c] == null) node.child[c] = new Node();
                    node = node.child[c];
                }
                node.isWord = true;
            } else if (op.equals("search")) {
                Node node = walk(word);
                out.append(node != null && node.isWord ? "true\n" : "false\n");
            } else {
                out.append(walk(word) != null ? "true\n" : "false\n");
            }
        }
        System.out.print(out);
    }
}
