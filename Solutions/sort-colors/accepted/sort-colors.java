// Sort Colors — counting sort over the three codes. O(n) time, O(1) extra memory.
import java.io.*;

class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt(in);
        int[] counts = new int[3];
        for (int i = 0; i < n; i++) counts[nextInt(in)]++;
        StringBuilder out = new StringBuilder(2 * n);
        for (int color = 0; color < 3; color++) {
            for (int i = 0; i < counts[color]; i++) out.append(color).append(' ');
        }
        out.setCharAt(out.length() - 1, '\n');
        PrintWriter writer = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
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
