// Longest Consecutive Run — hash set, count only from values whose predecessor is absent.
// Every value is walked over once, by the start of its own run: O(n) expected time, O(n) memory.
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt(in);
        Set<Integer> values = new HashSet<>();
        for (int i = 0; i < n; i++) values.add(nextInt(in));
        int longest = 0;
        for (int start : values) {
            if (values.contains(start - 1)) continue;
            int end = start;
            while (values.contains(end + 1)) end++;
            longest = Math.max(longest, end - start + 1);
        }
        System.out.println(longest);
    }

    // Reads the next whitespace-separated integer.
    static int nextInt(DataInputStream in) throws IOException {
        int c = in.read();
        while (c <= ' ') c = in.read();
        boolean negative = c == '-';
        if (negative) c = in.read();
        int value = 0;
        while (c > ' ') {
            value = value * 10 + (c - '0');
            c = in.read();
        }
        return negative ? -value : value;
    }
}
