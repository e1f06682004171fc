// Median of Two Sorted Arrays — for a query (i, j) the k = ceil((i + j) / 2) smallest elements
// are the t smallest of A[0..i) and the k - t smallest of B[0..j) for one split t; binary
// search the smallest t with A[t] >= B[k - t - 1]. Then the k-th smallest is the larger of the
// two last taken elements, and the (k + 1)-th the smaller of the two next ones.
// O(log min(i, j)) per query; twice the median needs 64 bits.
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) nextLong(in), m = (int) nextLong(in), q = (int) nextLong(in);
        long[] a = new long[n], b = new long[m];
        for (int x = 0; x < n; x++) a[x] = nextLong(in);
        for (int y = 0; y < m; y++) b[y] = nextLong(in);
        StringBuilder out = new StringBuilder();
        for (int query = 0; query < q; query++) {
            int i = (int) nextLong(in), j = (int) nextLong(in);
            int total = i + j, k = (total + 1) / 2;
            int low = Math.max(0, k - j), high = Math.min(k, i);
            while (low < high) {
                int t = (low + high) / 2;
                if (a[t] < b[k - t - 1]) low = t + 1;
                else high = t;
            }
            int t = low;
            long kth = Math.max(t > 0 ? a[t - 1] : Long.MIN_VALUE,
                                k - t > 0 ? b[k - t - 1] : Long.MIN_VALUE);
            if (total % 2 == 1) {
                out.append(2 * kth).append('\n');
            } else {
                long next = Math.min(t < i ? a[t] : Long.MAX_VALUE, k - t < j ? b[k - t] : Long.MAX_VALUE);
                out.append(kth + next).append('\n');
            }
        }
        System.out.print(out);
    }

    // Reads the next whitespace-separated integer.
    static long nextLong(DataInputStream in) throws IOException {
        int c = in.read();
        while (c <= ' ') c = in.read();
        boolean negative = c == '-';
        if (negative) c = in.read();
        long value = 0;
        while (c > ' ') {
            value = value * 10 + (c - '0');
            c = in.read();
        }
        return negative ? -value : value;
    }
}
