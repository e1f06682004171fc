// Podium Threshold: keep the k largest scores in a min-heap; its top is the k-th largest, and
// a new score replaces the top only if it is larger. O(n log k) time, O(k) memory.
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int k = Integer.parseInt(st.nextToken());
        st = new StringTokenizer(in.readLine());
        PriorityQueue<Long> board = new PriorityQueue<>();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            long score = Long.parseLong(st.nextToken());
            if (board.size() < k) {
                board.add(score);
            } else if (score > board.peek()) {
                board.poll();
                board.add(score);
            }
            if (i >= k - 1) out.append(board.peek()).append('\n');
        }
        System.out.print(out);
    }
}
