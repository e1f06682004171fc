// Team Selections: factorials and inverse factorials modulo the prime 1e9+7, up to the
// largest n asked. inv(x) = x^(p-2) (Fermat), so C(n, k) = n! * inv(k!) * inv((n-k)!).
// O(N + log p) once, then O(1) per question.
import java.io.*;
import java.util.*;

class Main {
    static final long P = 1_000_000_007L;

    static long power(long base, long exp) {
        long result = 1;
        base %= P;
        while (exp > 0) {
            if ((exp & 1) == 1) result = result * base % P;
            base = base * base % P;
            exp >>= 1;
        }
        return result;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        int[] ns = new int[q], ks = new int[q];
        int top = 0;
        for (int i = 0; i < q; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            ns[i] = Integer.parseInt(st.nextToken());
            ks[i] = Integer.parseInt(st.nextToken());
            top = Math.max(top, ns[i]);
        }
        long[] fact = new long[top + 1];
        long[] invFact = new long[top + 1];
        fact[0] = 1;
        for (int i = 1; i <= top; i++) fact[i] = fact[i - 1] * i % P;
        invFact[top] = power(fact[top], P - 2);
        for (int i = top; i > 0; i--) invFact[i - 1] = invFact[i] * i % P;

        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            int n = ns[i], k = ks[i];
            long ways = k > n ? 0 : fact[n] * invFact[k] % P * invFact[n - k] % P;
            out.append(ways).append('\n');
        }
        System.out.print(out);
    }
}
