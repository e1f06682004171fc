// Arbitrage Detector: Bellman-Ford with negative-cycle detection. A cheapest route without
// repeated assets uses at most n - 1 conversions, so n - 1 rounds of relaxing every
// conversion settle all costs; if one more round still improves an asset, a reachable
// negative cycle exists. Only relax from assets already reached, so that an unreachable
// negative cycle does not count; stop early once a round changes nothing.
// O(n * m) time, O(n + m) memory, costs in 64-bit.
import java.io.*;
import java.util.*;

class Main {
    static final long INF = Long.MAX_VALUE;
    static int m;
    static int[] from, to;
    static long[] cost, dist;

    static boolean relaxAll() {
        boolean improved = false;
        for (int i = 0; i < m; i++) {
            if (dist[from[i]] == INF) continue;
            long candidate = dist[from[i]] + cost[i];
            if (candidate < dist[to[i]]) {
                dist[to[i]] = candidate;
                improved = true;
            }
        }
        return improved;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) readLong(in);
        m = (int) readLong(in);
        int s = (int) readLong(in) - 1;
        from = new int[m];
        to = new int[m];
        cost = new long[m];
        for (int i = 0; i < m; i++) {
            from[i] = (int) readLong(in) - 1;
            to[i] = (int) readLong(in) - 1;
            cost[i] = readLong(in);
        }
        dist = new long[n];
        Arrays.fill(dist, INF);
        dist[s] = 0;

        boolean stable = false;
        for (int round = 0; round < Math.max(n - 1, 1) && !stable; round++) stable = !relaxAll();
        if (!stable && relaxAll()) {
            System.out.println("NEGATIVE CYCLE");
            return;
        }
        StringBuilder out = new StringBuilder();
        for (int v = 0; v < n; v++) {
            if (v > 0) out.append(' ');
            out.append(dist[v] == INF ? "INF" : Long.toString(dist[v]));
        }
        System.out.println(out);
    }

    static long readLong(DataInputStream in) throws IOException {
        int c = in.read();
        while (c <= ' ') c = in.read();
        boolean negative = c == '-';
        if (negative) c = in.read();
        long value = 0;
        while (c >= '0' && c <= '9') {
            value = value * 10 + (c - '0');
            c = in.read();
        }
        return negative ? -value : value;
    }
}
