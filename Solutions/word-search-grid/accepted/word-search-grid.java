// Word Hunt — a trie of the candidate words and one depth-first search from every cell that
// follows the trie, abandoning a path as soon as it spells no candidate's prefix. A found
// word is taken out of its trie node, so each is reported once. Paths are at most 10 long.
import java.io.*;
import java.util.*;

class Main {
    static class TrieNode {
        TrieNode[] children = new TrieNode[26];
        String word;  // the word ending here, or null
    }

    static int rows, columns;
    static char[][] grid;
    static boolean[][] used;
    static List<String> found = new ArrayList<>();
    static final int[] DR = {1, -1, 0, 0}, DC = {0, 0, 1, -1};

    static void search(int row, int column, TrieNode parent) {
        TrieNode node = parent.children[grid[row][column] - 'a'];
        if (node == null) return;
        if (node.word != null) {
            found.add(node.word);
            node.word = null;  // report each word once
        }
        used[row][column] = true;
        for (int d = 0; d < 4; d++) {
            int r = row + DR[d], c = column + DC[d];
            if (r >= 0 && r < rows && c >= 0 && c < columns && !used[r][c]) search(r, c, node);
        }
        used[row][column] = false;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        rows = Integer.parseInt(tokens.nextToken());
        columns = Integer.parseInt(tokens.nextToken());
        grid = new char[rows][];
        for (int r = 0; r < rows; r++) grid[r] = reader.readLine().trim().toCharArray();
        int m = Integer.parseInt(reader.readLine().trim());
        TrieNode root = new TrieNode();
        for (int i = 0; i < m; i++) {
            String word = reader.readLine().trim();
            TrieNode node = root;
            for (char ch : word.toCharArray()) {
                if (node.children[ch - 'a'] == null) node.children[ch - 'a'] = new TrieNode();
                node = node.children[ch - 'a'];
            }
            node.word = word;
        }
        used = new boolean[rows][columns];
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < columns; c++) search(r, c, root);
        Collections.sort(found);
        StringBuilder out = new StringBuilder().append(found.size()).append('\n');
        for (String word : found) out.append(word).append('\n');
        System.out.print(out);
    }
}
