// Hopping Up the Stairs: ways[i] = ways[i-1] + ways[i-2] + ways[i-3] (mod 1e9+7), filled once
// up to the largest query, then each query is a lookup. O(max n + t) time, O(max n) memory.
// The sum of three remainders needs 64 bits (up to about 3e9).
import java.io.*;

class Main {
    static final long MOD = 1_000_000_007L;

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int t = Integer.parseInt(in.readLine().trim());
        int[] heights = new int[t];
        int top = 0;
        for (int i = 0; i < t; i++) {
            heights[i] = Integer.parseInt(in.readLine().trim());
            top = Math.max(top, heights[i]);
        }
        long[] ways = new long[top + 1];
        ways[0] = 1;
        for (int i = 1; i <= top; i++) {
            long total = ways[i - 1];
            if (i >= 2) total += ways[i - 2];
            if (i >= 3) total += ways[i - 3];
            ways[i] = total % MOD;
        }
        StringBuilder out = new StringBuilder();
        for (int n : heights) out.append(ways[n]).append('\n');
        System.out.print(out);
    }
}
