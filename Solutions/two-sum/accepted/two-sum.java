// Two Sum — one pass with a HashMap from value to index (O(n) expected). The partner value
// target - a[j] can pass 2^31, so it is computed in 64 bits.
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) nextLong(in);
        long target = nextLong(in);
        Map<Long, Integer> seen = new HashMap<>();
        for (int j = 0; j < n; j++) {
            long value = nextLong(in);
            Integer i = seen.get(target - value);
            if (i != null) {
                System.out.println((i + 1) + " " + (j + 1));
                return;
            }
            seen.put(value, j);
        }
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
