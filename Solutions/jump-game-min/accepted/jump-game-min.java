// Stepping Stones: greedy breadth-first search over ranges. The stones reachable with k leaps
// form a contiguous range; the next range ends at the farthest i + a[i] inside the current
// one. O(n) time, O(1) extra memory besides the input.
import java.io.*;

class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) nextLong(in);
        long[] a = new long[n];
        for (int i = 0; i < n; i++) a[i] = nextLong(in);

        long leaps = 0, currentEnd = 0, farthest = 0;
        for (int stone = 0; stone < n - 1; stone++) {
            farthest = Math.max(farthest, stone + a[stone]);
            if (stone == currentEnd) {
                if (farthest == currentEnd) { // stuck on dead ends
                    System.out.println(-1);
                    return;
                }
                leaps++;
                currentEnd = farthest;
                if (currentEnd >= n - 1) break;
            }
        }
        System.out.println(leaps);
    }

    // Reads the next non-negative integer, skipping whitespace.
    static long nextLong(DataInputStream in) throws IOException {
        int c = in.read();
        while (c <= ' ') c = in.read();
        long x = 0;
        while (c >= '0' && c <= '9') {
            x = x * 10 + (c - '0');
            c = in.read();
        }
        return x;
    }
}
