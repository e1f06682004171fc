// Where the Loop Begins: Floyd's tortoise and hare. The hare moves two cards per step, the
// tortoise one; if the hare falls off (-1) there is no loop, otherwise they meet inside it.
// A walker restarted from head and the tortoise, both moving one card per step, then meet at
// the loop's first card. O(n) time, O(1) extra memory.
import java.io.*;

class Main {
    static int loopEntry(int[] next, int start) {
        int tortoise = start, hare = start;
        do {
            if (next[hare] == -1 || next[next[hare]] == -1) return -1;
            hare = next[next[hare]];
            tortoise = next[tortoise];
        } while (tortoise != hare);
        int walker = start;
        while (walker != tortoise) {
            walker = next[walker];
            tortoise = next[tortoise];
        }
        return walker;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt(in), head = nextInt(in);
        int[] next = new int[n];
        for (int i = 0; i < n; i++) next[i] = nextInt(in);
        System.out.println(loopEntry(next, head));
    }

    // Reads the next (possibly negative) integer, skipping whitespace.
    static int nextInt(DataInputStream in) throws IOException {
        int c = in.read();
        while (c <= ' ') c = in.read();
        boolean negative = c == '-';
        if (negative) c = in.read();
        int x = 0;
        while (c >= '0' && c <= '9') {
            x = x * 10 + (c - '0');
            c = in.read();
        }
        return negative ? -x : x;
    }
}
