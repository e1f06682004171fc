// Exact Change (every way): sort the coins, backtrack with non-decreasing coins (a coin may be
// reused), and stop trying larger coins once one exceeds the remaining amount. Every way is
// built once, already in lexicographic order; the work is proportional to the partial
// collections explored.
import java.io.*;
import java.util.*;

class Main {
    static int[] coins;
    static List<Integer> chosen = new ArrayList<>();
    static int count = 0;
    static StringBuilder ways = new StringBuilder();

    static void extend(int start, int remaining) {
        if (remaining == 0) {
            count++;
            ways.append(chosen.size());
            for (int c : chosen) ways.append(' ').append(c);
            ways.append('\n');
            return;
        }
        for (int i = start; i < coins.length; i++) {
            if (coins[i] > remaining) break;
            chosen.add(coins[i]);
            extend(i, remaining - coins[i]);
            chosen.remove(chosen.size() - 1);
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int target = Integer.parseInt(st.nextToken());
        coins = new int[n];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) coins[i] = Integer.parseInt(st.nextToken());
        Arrays.sort(coins);
        extend(0, target);
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.println(count);
        out.print(ways);
        out.flush();
    }
}
