// Festival Stage Schedule: greedy by earliest end. Sort the slots by end time and keep a slot
// whenever it starts no earlier than the end of the last kept one (touching is fine); every
// other slot is cancelled. O(n log n) time, O(n) memory.
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) readLong(in);
        long[][] slots = new long[n][2];
        for (int i = 0; i < n; i++) {
            slots[i][0] = readLong(in);
            slots[i][1] = readLong(in);
        }
        Arrays.sort(slots, (a, b) -> Long.compare(a[1], b[1]));
        int kept = 0;
        long end = Long.MIN_VALUE;
        for (long[] slot : slots) {
            if (slot[0] >= end) {
                kept++;
                end = slot[1];
            }
        }
        System.out.println(n - kept);
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
