// Modular Power: exponentiation by squaring, O(log b) multiplications per exercise. Walk the
// bits of b from the lowest, squaring the base at each step and multiplying it into the
// result when the bit is 1. Two remainders below 10^18 multiply to as much as 10^36, beyond
// long, so each modular product goes through BigInteger.
import java.io.*;
import java.math.BigInteger;

class Main {
    static long mulMod(long x, long y, long m) {
        return BigInteger.valueOf(x).multiply(BigInteger.valueOf(y))
            .mod(BigInteger.valueOf(m)).longValue();
    }

    static long power(long a, long b, long m) {
        long result = 1 % m;
        long base = a % m;
        while (b > 0) {
            if ((b & 1) == 1) result = mulMod(result, base, m);
            base = mulMod(base, base, m);
            b >>= 1;
        }
        return result;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int q = (int) readLong(in);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            long a = readLong(in), b = readLong(in), m = readLong(in);
            out.append(power(a, b, m)).append('\n');
        }
        System.out.print(out);
    }

    static long readLong(DataInputStream in) throws IOException {
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
