// Minimum Window Cover: sliding window with letter counts. O(|s| + |t|).
// need[c] is how many more copies of c the window still needs (negative: a surplus), and
// missing is the total of the positive needs. Grow the right end; while nothing is missing,
// record the window (only a strictly shorter one replaces the best, so the leftmost wins)
// and shrink from the left.
import java.io.*;

class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String s = in.readLine().trim();
        String t = in.readLine().trim();
        int[] need = new int[128];
        for (int i = 0; i < t.length(); i++) need[t.charAt(i)]++;
        int missing = t.length();
        int bestLeft = -1, bestRight = -1, left = 0;
        for (int right = 0; right < s.length(); right++) {
            if (need[s.charAt(right)]-- > 0) missing--;
            while (missing == 0) {
                if (bestLeft < 0 || right - left < bestRight - bestLeft) {
                    bestLeft = left;
                    bestRight = right;
                }
                if (++need[s.charAt(left)] > 0) missing++;
                left++;
            }
        }
        System.out.println(bestLeft < 0 ? "-1" : (bestLeft + 1) + " " + (bestRight + 1));
    }
}
