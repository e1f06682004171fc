// Connect the Sensors: a minimum spanning tree of the complete graph, by Prim's algorithm with
// an array instead of a heap. cheapest[v] is the cheapest cable from v to the tree so far;
// each step attaches the outside sensor with the smallest one, then lowers the others' using
// the new member. n steps of O(n) work: O(n^2) time, O(n) memory. Costs need 64 bits.
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        long[] xs = new long[n], ys = new long[n];
        for (int i = 0; i < n; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            xs[i] = Long.parseLong(st.nextToken());
            ys[i] = Long.parseLong(st.nextToken());
        }

        long[] cheapest = new long[n];
        Arrays.fill(cheapest, Long.MAX_VALUE);
        boolean[] inTree = new boolean[n];
        cheapest[0] = 0;
        long total = 0;
        for (int step = 0; step < n; step++) {
            // The outside sensor that is cheapest to attach.
            int next = -1;
            for (int v = 0; v < n; v++) {
                if (!inTree[v] && (next == -1 || cheapest[v] < cheapest[next])) next = v;
            }
            inTree[next] = true;
            total += cheapest[next];
            // A cable from `next` may now be the cheapest way to attach the others.
            for (int v = 0; v < n; v++) {
                if (inTree[v]) continue;
                long cost = Math.abs(xs[next] - xs[v]) + Math.abs(ys[next] - ys[v]);
                if (cost < cheapest[v]) cheapest[v] = cost;
            }
        }
        System.out.println(total);
    }
}
