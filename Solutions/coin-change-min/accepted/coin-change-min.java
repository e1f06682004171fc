// Exact Change: dynamic programming over the amounts. fewest[0] = 0 and
// fewest[a] = 1 + min(fewest[a - c]) over the coins c <= a; amounts no coin reaches stay
// unreachable. O(k * A) time, O(A) memory.
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int k = Integer.parseInt(st.nextToken());
        int amount = Integer.parseInt(st.nextToken());
        int[] coins = new int[k];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < k; i++) coins[i] = Integer.parseInt(st.nextToken());

        int unreachable = amount + 1; // more coins than any payout can need
        int[] fewest = new int[amount + 1];
        Arrays.fill(fewest, unreachable);
        fewest[0] = 0;
        for (int a = 1; a <= amount; a++) {
            for (int c : coins) {
                if (c <= a && fewest[a - c] + 1 < fewest[a]) fewest[a] = fewest[a - c] + 1;
            }
        }
        System.out.println(fewest[amount] == unreachable ? -1 : fewest[amount]);
    }
}
