// Daily Temperatures — monotonic stack of the days still waiting for a warmer one.
//
// Sweep left to right; when day i arrives, every waiting day on top of the stack that is
// strictly colder gets its answer i - j and is popped, then day i starts waiting. Days left
// on the stack get 0. Each day is pushed and popped at most once: O(n) time and memory.
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt(in);
        int[] temperatures = new int[n];
        for (int i = 0; i < n; i++) temperatures[i] = nextInt(in);

        int[] wait = new int[n];
        Deque<Integer> waitingDays = new ArrayDeque<>();
        for (int today = 0; today < n; today++) {
            while (!waitingDays.isEmpty() && temperatures[waitingDays.peek()] < temperatures[today]) {
                int day = waitingDays.pop();
                wait[day] = today - day;
            }
            waitingDays.push(today);
        }

        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) out.append(' ');
            out.append(wait[i]);
        }
        System.out.println(out);
    }

    private static int nextInt(DataInputStream in) throws IOException {
        int b = in.read();
        while (b != '-' && (b < '0' || b > '9')) b = in.read();
        boolean negative = b == '-';
        if (negative) b = in.read();
        int value = 0;
        while (b >= '0' && b <= '9') {
            value = value * 10 + (b - '0');
            b = in.read();
        }
        return negative ? -value : value;
    }
}
