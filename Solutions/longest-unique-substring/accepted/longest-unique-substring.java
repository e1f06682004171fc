// Longest Unique Substring — sliding window with the last position of every id in a hash map;
// on a repeat inside the window, the left end jumps past its previous occurrence.
// O(n) expected time, O(n) memory.
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt(in);
        Map<Integer, Integer> lastSeen = new HashMap<>();
        int left = 0, longest = 0;
        for (int right = 0; right < n; right++) {
            int id = nextInt(in);
            Integer previous = lastSeen.put(id, right);
            if (previous != null && previous >= left) left = previous + 1;
            longest = Math.max(longest, right - left + 1);
        }
        System.out.println(longest);
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
