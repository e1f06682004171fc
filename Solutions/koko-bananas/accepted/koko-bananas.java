// Koko Eating Bananas: the hours needed never increase as the speed grows, so binary search
// the smallest speed in [1, max(p)] whose total of ceil(p / k) fits in h.
// O(n log(max p)) time; h and the hour total need 64 bits.
import java.io.*;
import java.util.*;

class Main {
    static long hoursNeeded(long[] piles, long speed) {
        long hours = 0;
        for (long pile : piles) hours += (pile + speed - 1) / speed;
        return hours;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        long h = Long.parseLong(st.nextToken());
        st = new StringTokenizer(in.readLine());
        long[] piles = new long[n];
        long high = 1;
        for (int i = 0; i < n; i++) {
            piles[i] = Long.parseLong(st.nextToken());
            high = Math.max(high, piles[i]);
        }

        long low = 1;
        while (low < high) { // the answer lies in [low, high]
            long mid = low + (high - low) / 2;
            if (hoursNeeded(piles, mid) <= h) {
                high = mid; // mid works; maybe something slower does too
            } else {
                low = mid + 1; // mid is too slow
            }
        }
        System.out.println(low);
    }
}
