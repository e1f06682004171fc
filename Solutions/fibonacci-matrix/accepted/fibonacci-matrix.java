// Rabbit Colony Forecast — (f(n+1), f(n)) = M^n (y, x) with M = [[a, b], [1, 0]].
//
// M^n by binary exponentiation: O(log n) 2x2 products per question, O(q log n) in total.
// Entries stay below p = 1e9+7, so each product is below ~10^18 and a sum of two still fits
// in a long.
import java.io.*;
import java.util.*;

class Main {
    static final long MOD = 1_000_000_007L;

    static long[][] multiply(long[][] m, long[][] r) {
        long[][] product = new long[2][2];
        for (int i = 0; i < 2; i++)
            for (int j = 0; j < 2; j++)
                product[i][j] = (m[i][0] * r[0][j] + m[i][1] * r[1][j]) % MOD;
        return product;
    }

    static long[][] power(long[][] base, long n) {
        long[][] result = {{1, 0}, {0, 1}};
        while (n > 0) {
            if ((n & 1) == 1) result = multiply(result, base);
            base = multiply(base, base);
            n >>= 1;
        }
        return result;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer first = new StringTokenizer(in.readLine());
        long a = Long.parseLong(first.nextToken()), b = Long.parseLong(first.nextToken());
        long x = Long.parseLong(first.nextToken()), y = Long.parseLong(first.nextToken());
        int q = Integer.parseInt(in.readLine().trim());
        long[][] step = {{a, b}, {1, 0}};

        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            long n = Long.parseLong(in.readLine().trim());
            long[][] m = power(step, n);
            out.append((m[1][0] * y + m[1][1] * x) % MOD).append('\n'); // f(n), the second entry
        }
        System.out.print(out);
    }
}
