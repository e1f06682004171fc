// Seating Orders (all distinct permutations in lexicographic order)
//
// Backtracking over the distinct family numbers, smallest first, with a count of the guests
// of each family still unseated: every seating comes out once, already in lexicographic
// order. O(n! * n) time, the size of the output.
import java.io.*;
import java.util.*;

class Main {
    static int n;
    static int[] families;
    static int[] remaining;
    static int[] seating;
    static int seated = 0;
    static int count = 0;
    static StringBuilder out = new StringBuilder();

    static void fillNextChair() {
        if (seated == n) {
            for (int i = 0; i < n; i++) {
                if (i > 0) out.append(' ');
                out.append(seating[i]);
            }
            out.append('\n');
            count++;
            return;
        }
        for (int i = 0; i < families.length; i++) {
            if (remaining[i] == 0) continue;
            remaining[i]--;
            seating[seated++] = families[i];
            fillNextChair();
            seated--;
            remaining[i]++;
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        n = Integer.parseInt(st.nextToken());
        TreeMap<Integer, Integer> counts = new TreeMap<>();
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) counts.merge(Integer.parseInt(st.nextToken()), 1, Integer::sum);
        families = new int[counts.size()];
        remaining = new int[counts.size()];
        int k = 0;
        for (Map.Entry<Integer, Integer> e : counts.entrySet()) {
            families[k] = e.getKey();
            remaining[k] = e.getValue();
            k++;
        }
        seating = new int[n];
        fillNextChair();
        PrintWriter pw = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        pw.println(count);
        pw.print(out);
        pw.flush();
    }
}
