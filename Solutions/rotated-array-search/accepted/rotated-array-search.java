// Search in a Rotated Array: binary search where, at every step, one of the halves
// a[low..mid] and a[mid..high] is sorted; keep that half if x lies within its end values,
// else the other half. O(log n) per query, O((n + q) log n) in total.
import java.io.*;

class Main {
    static int search(int[] a, int x) {
        int low = 0, high = a.length - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            if (a[mid] == x) return mid;
            if (a[low] <= a[mid]) {          // the left half is sorted
                if (a[low] <= x && x < a[mid]) high = mid - 1;
                else low = mid + 1;
            } else {                         // the right half is sorted
                if (a[mid] < x && x <= a[high]) low = mid + 1;
                else high = mid - 1;
            }
        }
        return -1;
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
            out.append(search(a, (int) in.nval));
        }
        System.out.println(out);
    }
}
