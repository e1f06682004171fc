// Merge Two Sorted Lists: two cursors, one per list. Repeatedly output the smaller front
// (the first list's on a tie) and advance that cursor; when one list runs out, the rest of
// the other follows unchanged. O(n + m).
import java.io.*;

class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) readLong(in);
        long[] first = new long[n];
        for (int i = 0; i < n; i++) first[i] = readLong(in);
        int m = (int) readLong(in);
        long[] second = new long[m];
        for (int j = 0; j < m; j++) second[j] = readLong(in);

        StringBuilder out = new StringBuilder();
        int i = 0, j = 0;
        while (i < n || j < m) {
            long next;
            if (j == m || (i < n && first[i] <= second[j])) next = first[i++];
            else next = second[j++];
            if (out.length() > 0) out.append(' ');
            out.append(next);
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
