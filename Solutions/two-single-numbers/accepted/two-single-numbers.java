// Two Unpaired Tickets — XOR everything to get x ^ y, split by its lowest set bit, XOR one
// group to get x. O(n) time, O(1) extra memory besides the input; 64-bit numbers.
import java.io.*;

class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) nextLong(in);
        long[] numbers = new long[n];
        for (int i = 0; i < n; i++) numbers[i] = nextLong(in);
        long both = 0;
        for (long number : numbers) both ^= number;
        long splitBit = Long.lowestOneBit(both);
        long first = 0;
        for (long number : numbers) {
            if ((number & splitBit) != 0) first ^= number;
        }
        long second = both ^ first;
        System.out.println(Math.min(first, second) + " " + Math.max(first, second));
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
