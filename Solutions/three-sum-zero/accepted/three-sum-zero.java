// Three Sum Zero — sort, fix the first value, two pointers on the rest, skipping repeated
// values so each triplet comes out once, already in lexicographic order. O(n^2) time;
// 64-bit sums (three values of 10^9 overflow an int).
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt(in);
        long[] a = new long[n];
        for (int i = 0; i < n; i++) a[i] = nextInt(in);
        Arrays.sort(a);
        StringBuilder out = new StringBuilder();
        int count = 0;
        for (int i = 0; i < n; i++) {
            if (i > 0 && a[i] == a[i - 1]) continue;
            int left = i + 1, right = n - 1;
            while (left < right) {
                long sum = a[i] + a[left] + a[right];
                if (sum < 0) {
                    left++;
                } else if (sum > 0) {
                    right--;
                } else {
                    out.append(a[i]).append(' ').append(a[left]).append(' ').append(a[right]).append('\n');
                    count++;
                    left++;
                    right--;
                    while (left < right && a[left] == a[left - 1]) left++;
                }
            }
        }
        PrintWriter writer = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        writer.println(count);
        writer.print(out);
        writer.flush();
    }

    private static int nextInt(DataInputStream in) throws IOException {
        int c = in.read();
        while (c <= ' ') c = in.read();
        boolean negative = c == '-';
        if (negative) c = in.read();
        int value = 0;
        while (c >= '0' && c <= '9') {
            value = value * 10 + (c - '0');
            c = in.read();
        }
        return negative ? -value : value;
    }
}
