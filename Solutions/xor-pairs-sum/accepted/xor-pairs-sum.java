// Signal Interference — per-bit counting: bit k adds 2^k for each of ones * (n - ones) pairs.
// O(60 n) time, O(1) extra memory; reduce modulo 1e9+7 before multiplying (64-bit overflow).
import java.io.*;

class Main {
    public static void main(String[] args) throws IOException {
        final long MOD = 1_000_000_007L;
        final int BITS = 60;
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) nextLong(in);
        long[] a = new long[n];
        for (int i = 0; i < n; i++) a[i] = nextLong(in);
        long total = 0, power = 1;  // power = 2^k mod MOD
        for (int k = 0; k < BITS; k++) {
            long ones = 0;
            for (long x : a) ones += (x >> k) & 1;
            long pairs = ones * (n - ones) % MOD;
            total = (total + pairs * power) % MOD;
            power = power * 2 % MOD;
        }
        System.out.println(total);
    }

    private static long nextLong(DataInputStream in) throws IOException {
        int c = in.read();
        while (c <= ' ') c = in.read();
        long value = 0;
        while (c >= '0' && c <= '9') {
            value = value * 10 + (c - '0');
            c = in.read();
        }
        return value;
    }
}
