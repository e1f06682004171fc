// Common Ancestry: LCS by dynamic programming over prefixes, with two rolling rows.
// cur[j] is the answer for the letters of a seen so far and the first j letters of b:
// the diagonal + 1 when the letters match, else max(up, left).
// O(|a| * |b|) time, O(|b|) memory.
import java.io.*;

class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String a = in.readLine().trim();
        String b = in.readLine().trim();
        int m = b.length();
        int[] prev = new int[m + 1], cur = new int[m + 1];
        for (int i = 0; i < a.length(); i++) {
            char x = a.charAt(i);
            for (int j = 1; j <= m; j++) {
                cur[j] = x == b.charAt(j - 1) ? prev[j - 1] + 1 : Math.max(prev[j], cur[j - 1]);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        System.out.println(prev[m]);
    }
}
