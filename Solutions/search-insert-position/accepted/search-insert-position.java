// Search Insert Position: for each query, binary search the first index p with a[p] >= x
// over the candidates 0..n (n itself when x is larger than everything). O((n + q) log n).
import java.io.*;

class Main {
    static int searchInsert(int[] a, int x) {
        int low = 0, high = a.length;      // the answer lies in [low, high]
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (a[mid] < x) low = mid + 1;
            else high = mid;
        }
        return low;
    }

    public static void main(String[] args) throws IOException {
        // Values fit in an int, so StreamTokenizer's doubles are exact.
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); int q = (int) in.nval;
        int[] a = new int[n];
        for (int i = 0; i < n; i++) { in.nextToken(); a[i] = (int) in.nval; }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            in.nextToken();
            if (i > 0) out.append(' ');
            out.append(searchInsert(a, (int) in.nval));
        }
        System.out.println(out);
    }
}
