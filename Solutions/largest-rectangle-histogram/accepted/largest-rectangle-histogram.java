// Largest Rectangle in a Histogram: a monotonic stack of bar indices with increasing heights.
// When a lower bar arrives, each popped bar's widest rectangle spans from just after the bar
// below it in the stack to just before the new bar; a height-0 sentinel at the end flushes
// the rest. O(n) time and memory; areas need 64 bits.
import java.io.*;

class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt(in);
        long[] h = new long[n + 1]; // h[n] = 0 is the sentinel
        for (int i = 0; i < n; i++) h[i] = nextInt(in);

        int[] rising = new int[n + 1];
        int size = 0;
        long largest = 0;
        for (int i = 0; i <= n; i++) {
            while (size > 0 && h[rising[size - 1]] >= h[i]) {
                int top = rising[--size];
                int left = size == 0 ? 0 : rising[size - 1] + 1;
                largest = Math.max(largest, h[top] * (i - left));
            }
            rising[size++] = i;
        }
        System.out.println(largest);
    }

    // Reads the next non-negative integer, skipping whitespace.
    static int nextInt(DataInputStream in) throws IOException {
        int c = in.read();
        while (c <= ' ') c = in.read();
        int x = 0;
        while (c >= '0' && c <= '9') {
            x = x * 10 + (c - '0');
            c = in.read();
        }
        return x;
    }
}
