// Sliding Window Maximum: a deque of positions whose values strictly decrease from front to
// back. Before appending i, pop from the back every position whose value is <= a[i] (it can
// never be a maximum again); pop the front when it slides out. The front is the maximum.
// O(n) time, O(k) memory.
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        // Values fit in an int, so StreamTokenizer's doubles are exact.
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); int k = (int) in.nval;
        int[] a = new int[n];
        for (int i = 0; i < n; i++) { in.nextToken(); a[i] = (int) in.nval; }

        ArrayDeque<Integer> candidates = new ArrayDeque<>();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            while (!candidates.isEmpty() && a[candidates.peekLast()] <= a[i]) candidates.pollLast();
            candidates.addLast(i);
            if (candidates.peekFirst() <= i - k) candidates.pollFirst();
            if (i >= k - 1) {
                if (i > k - 1) out.append(' ');
                out.append(a[candidates.peekFirst()]);
            }
        }
        System.out.println(out);
    }
}
