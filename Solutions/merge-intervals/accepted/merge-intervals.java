// Merge Bookings: sort by start, then extend the current block while bookings overlap.
// Take the larger end when extending: a booking may lie inside the block. O(n log n).
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) readLong(in);
        long[][] bookings = new long[n][2];
        for (int i = 0; i < n; i++) {
            bookings[i][0] = readLong(in);
            bookings[i][1] = readLong(in);
        }
        Arrays.sort(bookings, (a, b) -> Long.compare(a[0], b[0]));
        List<long[]> blocks = new ArrayList<>();
        for (long[] b : bookings) {
            if (!blocks.isEmpty() && b[0] <= blocks.get(blocks.size() - 1)[1]) {
                long[] last = blocks.get(blocks.size() - 1);
                last[1] = Math.max(last[1], b[1]);
            } else {
                blocks.add(new long[] {b[0], b[1]});
            }
        }
        StringBuilder out = new StringBuilder();
        out.append(blocks.size()).append('\n');
        for (long[] b : blocks) out.append(b[0]).append(' ').append(b[1]).append('\n');
        System.out.print(out);
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
