// Network Delay: Dijkstra's algorithm with a binary heap (PriorityQueue). All delays are
// positive, so the closest unsettled server is final when popped; stale heap entries are
// skipped. O((n + m) log n) time, O(n + m) memory, distances in 64-bit. The answer is the
// largest distance, or -1 if some server is never reached.
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = readInt(in), m = readInt(in), s = readInt(in);
        // Adjacency lists in arrays: head[u] is u's first link, next[i] the link after i.
        int[] head = new int[n + 1], next = new int[m], to = new int[m];
        long[] delay = new long[m];
        Arrays.fill(head, -1);
        for (int i = 0; i < m; i++) {
            int u = readInt(in);
            to[i] = readInt(in);
            delay[i] = readInt(in);
            next[i] = head[u];
            head[u] = i;
        }

        long[] dist = new long[n + 1];
        Arrays.fill(dist, Long.MAX_VALUE);
        dist[s] = 0;
        PriorityQueue<long[]> heap = new PriorityQueue<>((a, b) -> Long.compare(a[0], b[0]));
        heap.add(new long[] {0, s});
        while (!heap.isEmpty()) {
            long[] top = heap.poll();
            long d = top[0];
            int u = (int) top[1];
            if (d > dist[u]) continue;  // stale entry
            for (int i = head[u]; i != -1; i = next[i]) {
                if (d + delay[i] < dist[to[i]]) {
                    dist[to[i]] = d + delay[i];
                    heap.add(new long[] {dist[to[i]], to[i]});
                }
            }
        }

        long latest = 0;
        for (int v = 1; v <= n; v++) latest = Math.max(latest, dist[v]);
        System.out.println(latest == Long.MAX_VALUE ? -1 : latest);
    }

    static int readInt(DataInputStream in) throws IOException {
        int c = in.read();
        while (c <= ' ') c = in.read();
        int value = 0;
        while (c >= '0' && c <= '9') {
            value = value * 10 + (c - '0');
            c = in.read();
        }
        return value;
    }
}
