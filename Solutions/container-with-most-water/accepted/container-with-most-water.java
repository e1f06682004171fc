// Container With Most Water: two pointers from the ends; always move the pointer at the
// shorter post inward, since that post can never do better with a narrower partner.
// O(n) time, O(1) extra memory. Areas reach about 2 * 10^14, so they are longs.
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        long[] h = new long[n];
        StringTokenizer st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) h[i] = Long.parseLong(st.nextToken());
        int left = 0, right = n - 1;
        long best = 0;
        while (left < right) {
            best = Math.max(best, (right - left) * Math.min(h[left], h[right]));
            if (h[left] < h[right]) left++;
            else right--;
        }
        System.out.println(best);
    }
}
