// Reverse in Groups of K: relink the wagons in place, group by group. Probe k wagons ahead
// (a shorter last group keeps its order), reverse the group with the three-pointer walk
// starting from the wagon after the group, and couple the previous group's tail to the new
// front. O(n) time, O(1) extra memory besides the input arrays.
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int k = Integer.parseInt(st.nextToken());
        int head = Integer.parseInt(st.nextToken());
        int[] cargo = new int[n];
        int[] next = new int[n];
        for (int i = 0; i < n; i++) {
            st = new StringTokenizer(in.readLine());
            cargo[i] = Integer.parseInt(st.nextToken());
            next[i] = Integer.parseInt(st.nextToken());
        }

        int previousGroupTail = -1;
        int groupStart = head;
        while (true) {
            int afterGroup = groupStart;
            int count = 0;
            while (count < k && afterGroup != -1) {
                afterGroup = next[afterGroup];
                count++;
            }
            if (count < k) break;

            int previous = afterGroup, current = groupStart;
            for (int i = 0; i < k; i++) {
                int following = next[current];
                next[current] = previous;
                previous = current;
                current = following;
            }

            if (previousGroupTail == -1) head = previous;
            else next[previousGroupTail] = previous;
            previousGroupTail = groupStart;
            groupStart = afterGroup;
        }

        StringBuilder out = new StringBuilder();
        for (int wagon = head; wagon != -1; wagon = next[wagon]) {
            if (out.length() > 0) out.append(' ');
            out.append(cargo[wagon]);
        }
        System.out.println(out);
    }
}
