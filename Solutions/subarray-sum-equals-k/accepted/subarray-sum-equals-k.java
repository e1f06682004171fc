// Subarray Sum Equals K — prefix sums + a HashMap counting the ones seen so far. O(n)
// expected, 64-bit sums and count.
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) nextLong(in);
        long k = nextLong(in);
        Map<Long, Integer> timesSeen = new HashMap<>(2 * n + 2);
        timesSeen.put(0L, 1);
        long prefix = 0, count = 0;
        for (int i = 0; i < n; i++) {
            prefix += nextLong(in);
            count += timesSeen.getOrDefault(prefix - k, 0);
            timesSeen.merge(prefix, 1, Integer::sum);
        }
        System.out.println(count);
    }

    private static long nextLong(DataInputStream in) throws IOException {
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
