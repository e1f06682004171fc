// Count Inversions — merge sort that counts while merging.
//
// When the next element taken comes from the right half while elements of the left half are
// still waiting, it is smaller than every one of them: that many inversions at once. Ties take
// the left element first, so equal values are not counted. O(n log n) time, O(n) extra
// memory; the count reaches ~4.5 * 10^10, so it is a long.
import java.io.*;

class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt(in);
        int[] values = new int[n];
        for (int i = 0; i < n; i++) values[i] = nextInt(in);
        System.out.println(sortCounting(values, new int[n], 0, n));
    }

    /** Sorts values[lo, hi) using buffer as scratch space; returns the inversions in it. */
    private static long sortCounting(int[] values, int[] buffer, int lo, int hi) {
        if (hi - lo <= 1) return 0;
        int mid = (lo + hi) >>> 1;
        long inversions = sortCounting(values, buffer, lo, mid) + sortCounting(values, buffer, mid, hi);

        int left = lo, right = mid, out = lo;
        while (left < mid || right < hi) {
            if (right == hi || (left < mid && values[left] <= values[right])) {
                buffer[out++] = values[left++];
            } else {
                inversions += mid - left; // values[right] is smaller than every left element remaining
                buffer[out++] = values[right++];
            }
        }
        System.arraycopy(buffer, lo, values, lo, hi - lo);
        return inversions;
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
