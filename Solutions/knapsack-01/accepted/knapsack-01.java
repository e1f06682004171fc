// Expedition Backpack: 0/1 knapsack over capacities. best[c] is the largest usefulness within
// capacity c using the pieces seen so far; each piece updates c from W down to its weight, so
// best[c - w] still means "without this piece" and the piece is packed at most once.
// O(n * W) time, O(W) memory; the total needs 64 bits.
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int capacity = Integer.parseInt(st.nextToken());
        long[] best = new long[capacity + 1];
        for (int i = 0; i < n; i++) {
            st = new StringTokenizer(in.readLine());
            int weight = Integer.parseInt(st.nextToken());
            long value = Long.parseLong(st.nextToken());
            for (int c = capacity; c >= weight; c--) {
                best[c] = Math.max(best[c], best[c - weight] + value);
            }
        }
        System.out.println(best[capacity]);
    }
}
