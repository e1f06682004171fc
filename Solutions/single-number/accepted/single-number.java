// The Odd Sock: XOR all codes together. x ^ x = 0 and x ^ 0 = x, and XOR is commutative, so
// the pairs cancel and only the lonely code remains. O(n) time, O(1) extra memory.
// Codes reach 10^18, so they are parsed as longs (not through StreamTokenizer's doubles).
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        long lonely = 0;
        for (int i = 0; i < n; i++) lonely ^= Long.parseLong(st.nextToken());
        System.out.println(lonely);
    }
}
