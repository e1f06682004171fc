// Course Schedule — Kahn's algorithm with a min-heap: the lexicographically smallest order.
//
// Count each course's unmet prerequisites; courses with none are available. Repeatedly take
// the smallest available course and unlock the courses its rules point to. If the heap runs
// dry before all n courses are taken, the rest wait on each other in a cycle.
// O((n + m) log n) time, O(n + m) memory.
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt(in), m = nextInt(in);
        List<List<Integer>> unlocks = new ArrayList<>();
        for (int i = 0; i <= n; i++) unlocks.add(new ArrayList<>());
        int[] missing = new int[n + 1]; // unmet prerequisites per course
        for (int i = 0; i < m; i++) {
            int before = nextInt(in), after = nextInt(in);
            unlocks.get(before).add(after);
            missing[after]++;
        }

        PriorityQueue<Integer> available = new PriorityQueue<>();
        for (int course = 1; course <= n; course++) if (missing[course] == 0) available.add(course);
        int[] order = new int[n];
        int taken = 0;
        while (!available.isEmpty()) {
            int course = available.poll();
            order[taken++] = course;
            for (int next : unlocks.get(course)) {
                if (--missing[next] == 0) available.add(next);
            }
        }

        if (taken < n) {
            System.out.println("IMPOSSIBLE");
            return;
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) out.append(' ');
            out.append(order[i]);
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
