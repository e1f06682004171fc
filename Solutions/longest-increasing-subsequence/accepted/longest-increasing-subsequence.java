// Rising Temperatures — patience sorting: tails[k] is the smallest last reading of a strictly
// rising subsequence of length k + 1. Each reading replaces the first tail >= it (binary
// search), or extends the list. O(n log n) time, O(n) memory.
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt(in);
        int[] tails = new int[n];
        int length = 0;
        for (int i = 0; i < n; i++) {
            int x = nextInt(in);
            int lo = 0, hi = length;  // first index in [0, length) with tails[index] >= x
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (tails[mid] < x) lo = mid + 1;
                else hi = mid;
            }
            tails[lo] = x;
            if (lo == length) length++;
        }
        System.out.println(length);
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
