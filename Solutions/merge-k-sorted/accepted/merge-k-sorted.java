// Merging Departure Boards (merge k sorted lists): a min-heap of the lists' current fronts.
// Pop the smallest front, output it, push the next element of that list. O(N log k).
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int k = (int) readLong(in);
        long[][] lists = new long[k][];
        for (int i = 0; i < k; i++) {
            int m = (int) readLong(in);
            lists[i] = new long[m];
            for (int j = 0; j < m; j++) lists[i][j] = readLong(in);
        }
        // Heap entries are {list, position}, ordered by the value they point at.
        PriorityQueue<int[]> heap = new PriorityQueue<>(
            (a, b) -> Long.compare(lists[a[0]][a[1]], lists[b[0]][b[1]]));
        for (int i = 0; i < k; i++)
            if (lists[i].length > 0) heap.add(new int[] {i, 0});

        StringBuilder out = new StringBuilder();
        while (!heap.isEmpty()) {
            int[] front = heap.poll();
            int list = front[0], position = front[1];
            if (out.length() > 0) out.append(' ');
            out.append(lists[list][position]);
            if (position + 1 < lists[list].length) heap.add(new int[] {list, position + 1});
        }
        System.out.println(out);
    }

    static long readLong(DataInputStream in) throws IOException {
        int c = in.read();
        while (c <= ' ') c = in.read();
        boolean negative = c == '-';
        if (negative) c = in.read();
        long value = 0;
        while (c >= '0' && c <= '9') {
            value = value * 10 + (c - '0');
            c = in.read();
        }
        return negative ? -value : value;
    }
}
