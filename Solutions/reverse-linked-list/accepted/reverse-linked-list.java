// Reverse a Linked List: walk once from the head, turning each pointer back to the previous
// slot. O(n) time, O(1) extra memory besides the input.
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int head = Integer.parseInt(st.nextToken());
        int[] next = new int[n];
        for (int i = 0; i < n; i++) {
            st = new StringTokenizer(in.readLine());
            st.nextToken();                      // the song id: not needed
            next[i] = Integer.parseInt(st.nextToken());
        }

        int previous = -1, current = head;
        while (current != -1) {
            int following = next[current];
            next[current] = previous;
            previous = current;
            current = following;
        }

        StringBuilder out = new StringBuilder();
        out.append(previous).append('\n');
        for (int i = 0; i < n; i++) {
            if (i > 0) out.append(' ');
            out.append(next[i]);
        }
        System.out.println(out);
    }
}
