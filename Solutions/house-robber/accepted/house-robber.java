// Night Market Stalls — best(i) = max(best(i-1), best(i-2) + p[i]) with two rolling values.
//
// Spot i is either left empty (best(i-1)) or opened, which forces spot i-1 empty
// (best(i-2) + p[i]); negative profits need no special case. O(n) time, O(1) extra memory;
// the total can exceed 32 bits, so it is a long.
import java.io.*;

class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt(in);
        long twoBack = 0, oneBack = 0; // best(i-2), best(i-1)
        for (int i = 0; i < n; i++) {
            long best = Math.max(oneBack, twoBack + nextInt(in));
            twoBack = oneBack;
            oneBack = best;
        }
        System.out.println(oneBack);
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
