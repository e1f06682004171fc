// Maximum Gap — pigeonhole buckets. The largest gap is at least the average (hi - lo) / (n - 1),
// so with buckets of width max(1, (hi - lo) / (n - 1)) no answer lies inside one bucket: keep
// each bucket's minimum and maximum, and compare each non-empty bucket's minimum with the
// previous non-empty bucket's maximum. O(n) time and memory.
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt(in);
        int[] values = new int[n];
        for (int i = 0; i < n; i++) values[i] = nextInt(in);
        if (n < 2) {
            System.out.println(0);
            return;
        }
        int lo = Integer.MAX_VALUE, hi = Integer.MIN_VALUE;
        for (int v : values) {
            lo = Math.min(lo, v);
            hi = Math.max(hi, v);
        }
        int width = Math.max(1, (hi - lo) / (n - 1));
        int count = (hi - lo) / width + 1;
        int[] bucketMin = new int[count], bucketMax = new int[count];
        boolean[] used = new boolean[count];
        for (int v : values) {
            int b = (v - lo) / width;
            if (!used[b]) {
                used[b] = true;
                bucketMin[b] = bucketMax[b] = v;
            } else {
                bucketMin[b] = Math.min(bucketMin[b], v);
                bucketMax[b] = Math.max(bucketMax[b], v);
            }
        }
        int largest = 0, previousMax = lo;
        for (int b = 0; b < count; b++) {
            if (!used[b]) continue;
            largest = Math.max(largest, bucketMin[b] - previousMax);
            previousMax = bucketMax[b];
        }
        System.out.println(largest);
    }

    // Reads the next whitespace-separated non-negative integer.
    static int nextInt(DataInputStream in) throws IOException {
        int c = in.read();
        while (c <= ' ') c = in.read();
        int value = 0;
        while (c > ' ') {
            value = value * 10 + (c - '0');
            c = in.read();
        }
        return value;
    }
}
