// Counting Lit Bits — popcount table by DP (bits[i] = bits[i >> 1] + (i & 1)), then prefix
// sums; each question l r is prefix[r + 1] - prefix[l]. O(max r + q) time and memory.
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int q = nextInt(in);
        int[] lows = new int[q], highs = new int[q];
        int top = 0;
        for (int i = 0; i < q; i++) {
            lows[i] = nextInt(in);
            highs[i] = nextInt(in);
            top = Math.max(top, highs[i]);
        }

        int[] bits = new int[top + 1];
        long[] prefix = new long[top + 2]; // prefix[i] = total bits of 0 .. i-1
        for (int i = 1; i <= top; i++) {
            bits[i] = bits[i >> 1] + (i & 1);
            prefix[i + 1] = prefix[i] + bits[i];
        }

        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) out.append(prefix[highs[i] + 1] - prefix[lows[i]]).append('\n');
        System.out.print(out);
    }

    private static int nextInt(DataInputStream in) throws IOException {
        int b = in.read();
        while (b != '-' && (b < '0' || b > '9')) b = in.read();
        boolean negative = b == '-';
        if (negative) b = in.read();
        int value = 0;
        while (b >= '0' && b <= '9') {
            value = value * 10 + (b - '0');
            b = in.read();
        }
        return negative ? -value : value;
    }
}
