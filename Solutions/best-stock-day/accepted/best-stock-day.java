// Best Day to Buy and Sell: one sweep keeping the cheapest price seen so far; selling today
// gains today's price minus that minimum. O(n) time, O(1) memory.
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        long cheapest = Long.MAX_VALUE, best = 0;
        for (int i = 0; i < n; i++) {
            long price = Long.parseLong(st.nextToken());
            if (cheapest != Long.MAX_VALUE) best = Math.max(best, price - cheapest);
            cheapest = Math.min(cheapest, price);
        }
        System.out.println(best);
    }
}
