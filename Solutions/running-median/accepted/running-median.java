// Running Median with two heaps: a max-heap for the lower half (holding the extra element
// when the count is odd) and a min-heap for the upper half. The lower median is the top of
// the max-heap. O(log n) per reading.
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        PriorityQueue<Long> lower = new PriorityQueue<>(Collections.reverseOrder());
        PriorityQueue<Long> upper = new PriorityQueue<>();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            long x = Long.parseLong(st.nextToken());
            if (!lower.isEmpty() && x > lower.peek()) upper.add(x);
            else lower.add(x);
            if (lower.size() > upper.size() + 1) upper.add(lower.poll());
            else if (upper.size() > lower.size()) lower.add(upper.poll());
            out.append(lower.peek()).append('\n');
        }
        System.out.print(out);
    }
}
